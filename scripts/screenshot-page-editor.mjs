// The README's picture of the page editor: the demo home page open in Website Settings at 1280 px,
// its hero selected. Run against a production build served with OTP_TEST_CODE set (what
// scripts/e2e-server.mjs serves), e.g. `E2E_PORT=3000 node scripts/e2e-server.mjs` in one shell and
// `BASE_URL=http://localhost:3000 node scripts/screenshot-page-editor.mjs` in another.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const code = process.env.OTP_TEST_CODE ?? "123456";
const admin = "9876543212";
const out = new URL("../docs/images/page-editor.png", import.meta.url).pathname;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(admin);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByRole("textbox", { name: "Verification code" }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  await page.goto(`${baseUrl}/page-builder`);
  await page.getByRole("link", { name: "Edit Home" }).click();
  await page.getByRole("button", { name: "Hero slider Hero" }).first().click();
  await page.getByRole("textbox", { name: "Heading", exact: true }).first().waitFor();
  const shot = await page.screenshot({ animations: "disabled" });
  // A palette PNG keeps the picture small enough for the repository (about 250 kB at most).
  const png = await sharp(shot).png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer();
  writeFileSync(out, png);
  console.log(`${out}: ${Math.round(png.length / 1024)} kB`);
} finally {
  await browser.close();
}
