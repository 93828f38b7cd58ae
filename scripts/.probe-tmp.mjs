import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const host of ["localhost", "wholesale.localhost"]) for (const path of ["/", "/products", "/products/kisan-gold-whole-green-moong", "/about-us"]) {
  const p = await b.newPage({ viewport: { width: 390, height: 844 } });
  const errs = [];
  p.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errs.push(m.type() + ": " + m.text().slice(0, 200)); });
  p.on("pageerror", (e) => errs.push("pageerror " + e.message));
  p.on("requestfailed", (r) => errs.push("failed " + r.url()));
  await p.goto(`http://${host}:3520${path}`, { waitUntil: "networkidle" }); await p.waitForTimeout(1500);
  console.log(host + path, errs.length ? errs.join(" | ") : "clean");
  await p.close();
}
await b.close();
