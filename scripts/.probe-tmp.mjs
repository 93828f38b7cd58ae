import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [false, true]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto("http://localhost:3520/", { waitUntil: "load" }); await p.waitForTimeout(3000);
  const tops = await p.$$eval("main section, main > div > div > *", (els) => els.slice(0, 8).map((e) => `${e.tagName}.${(e.className||"").toString().slice(0,30)} top=${Math.round(e.getBoundingClientRect().top)} h=${Math.round(e.getBoundingClientRect().height)}`));
  console.log("js", js, tops.join("\n  "));
}
await b.close();
