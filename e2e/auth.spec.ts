import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInWithTheForm as signIn } from "./support/sign-in";

// The e2e server runs with OTP_TEST_CODE=123456 (scripts/e2e-server.mjs).
const CODE = "123456";
const CUSTOMER = { phone: "9876543210", name: "Asha Rao" };
const AGENT = { phone: "9876543211" };
const PHONE_MESSAGE = "Enter a 10-digit mobile number starting with 6, 7, 8 or 9";

async function requestCode(page: Page, phone: string) {
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL("/auth/verify");
}

async function enterCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Verification code" }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function saveRedirect(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: "redirect_after_login", value: encodeURIComponent(value), url: baseURL ?? "http://localhost:3100" }]);
}

test.describe("sign-in by OTP", () => {
  test("a guest opening /account signs in and comes back to /account, whatever the page fetched meanwhile", async ({ page, context }) => {
    await page.goto("/account");
    await expect(page).toHaveURL("/auth/login");
    await expect(page).toHaveTitle(/^Login/);
    // A request the page's script makes for another private page (a prefetch, say) leaves the saved path alone.
    expect(await page.evaluate(async () => (await fetch("/account/wishlist", { redirect: "manual" })).type)).toBe("opaqueredirect");
    await requestCode(page, CUSTOMER.phone);
    await expect(page).toHaveTitle(/^Verify/);
    await expect(page.getByText(`Enter the 6-digit code we sent to ${CUSTOMER.phone}`)).toBeVisible();
    await enterCode(page, CODE);
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { name: `Hello, ${CUSTOMER.name}` })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "redirect_after_login")).toBeUndefined();
  });

  test("the phone form shows the shared pattern message", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("Mobile number is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Mobile number" }).fill("12345");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL("/auth/login");
  });

  test("an unknown number is told to register", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("textbox", { name: "Mobile number" }).fill("9000000007");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("No account found for this number. Please register.")).toBeVisible();
  });

  test("the verify page counts down to the resend and offers to change the number", async ({ page }) => {
    await page.goto("/auth/login");
    await requestCode(page, CUSTOMER.phone);
    const resend = page.getByRole("button", { name: /^Resend code in \d+s$/ });
    await expect(resend).toBeDisabled();
    const first = Number((await resend.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(30);
    await expect(page.getByRole("button", { name: `Resend code in ${first - 1}s` })).toBeVisible();
    await expect(page.getByText(/^The code expires in (10:00|9:[0-5]\d)$/)).toBeVisible();
    await page.getByRole("link", { name: "Change number" }).click();
    await expect(page).toHaveURL("/auth/login");
  });

  test("five wrong codes kill the code", async ({ page }) => {
    await page.goto("/auth/login");
    await requestCode(page, AGENT.phone);
    for (let left = 4; left >= 1; left -= 1) {
      await enterCode(page, "000000");
      await expect(page.getByText(`That code is not correct. You have ${left} ${left === 1 ? "try" : "tries"} left.`)).toBeVisible();
    }
    await enterCode(page, "000000");
    await expect(page.getByText("Too many wrong tries. This code has expired. Please request a new one.")).toBeVisible();
    await enterCode(page, CODE);
    await expect(page.getByText("This code has expired. Please request a new one.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify/);
  });

  test("a customer opening the sales dashboard lands on /account/orders", async ({ page }) => {
    await signIn(page, CUSTOMER.phone);
    await page.goto("/account/dashboard");
    await expect(page).toHaveURL("/account/orders");
  });

  test("a saved same-site path is followed after sign-in", async ({ page, context, baseURL }) => {
    await saveRedirect(context, baseURL, "/products?q=rice");
    await signIn(page, CUSTOMER.phone);
    await expect(page).toHaveURL("/products?q=rice");
  });

  test("the verify page without a code request sends the visitor to enter a number first", async ({ page }) => {
    await page.goto("/auth/verify");
    await expect(page.getByText("Enter your mobile number first.")).toBeVisible();
    await page.getByRole("link", { name: "Go to login" }).click();
    await expect(page).toHaveURL("/auth/login");
  });

  test("a signed-in customer opening the login, register or verify page goes on to /account", async ({ page, context }) => {
    await signIn(page, CUSTOMER.phone);
    for (const path of ["/auth/login", "/auth/register", "/auth/verify"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/account");
    }
    await expect(page.getByRole("heading", { name: `Hello, ${CUSTOMER.name}` })).toBeVisible();
    await page.goto("/auth/logout");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/auth/login");
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "redirect_after_login")).toBeUndefined();
  });

  test("a signed-in visitor on /auth/login follows a saved path once, with the same safety rules", async ({ page, context, baseURL }) => {
    await signIn(page, CUSTOMER.phone);
    await saveRedirect(context, baseURL, "/products?q=rice");
    await page.goto("/auth/login");
    await expect(page).toHaveURL("/products?q=rice");
    expect((await context.cookies()).find((cookie) => cookie.name === "redirect_after_login")).toBeUndefined();
    await page.goto("/auth/login");
    await expect(page).toHaveURL("/account");

    await saveRedirect(context, baseURL, "//evil.com");
    await page.goto("/auth/register");
    await expect(page).toHaveURL("/");
    expect(new URL(page.url()).host).toBe(new URL(baseURL ?? "http://localhost:3100").host);
  });

  const hostile = [
    "//evil.com",
    "/\\evil.com",
    "/..//evil.com",
    "https://evil.com",
    "%2F%2Fevil.com",
    "/%2Fevil.com",
    "%2F%5Cevil.com",
    "/%252F%252Fevil.com",
    `/${"a".repeat(600)}`,
  ];
  for (const value of hostile) {
    test(`the saved path ${JSON.stringify(value.slice(0, 24))} lands on / after sign-in`, async ({ page, context, baseURL }) => {
      await saveRedirect(context, baseURL, value);
      await signIn(page, CUSTOMER.phone);
      await expect(page).toHaveURL("/");
      expect(new URL(page.url()).host).toBe(new URL(baseURL ?? "http://localhost:3100").host);
    });
  }

  test("registration of a new number creates the account and signs in", async ({ page }) => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    await page.goto("/auth/register");
    await expect(page).toHaveTitle(/^Register/);
    await page.getByRole("textbox", { name: "Name" }).fill("Kiran Test");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
    await page.getByRole("textbox", { name: "Email" }).fill("kiran@example.com");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL("/auth/verify");
    await enterCode(page, CODE);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Kiran Test" })).toBeVisible();
  });

  test("the register form's email says '{label} is not a valid email address', as every email field does", async ({ page }) => {
    await page.goto("/auth/register");
    await page.getByRole("textbox", { name: "Name" }).fill("Kiran Test");
    await page.getByRole("textbox", { name: "Mobile number" }).fill("9123456780");
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("type", "email");
    for (const address of ["kiran@", "kiran.@example.com", ".kiran@example.com"]) {
      await email.fill(address);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Email is not a valid email address")).toBeVisible();
      await expect(page).toHaveURL("/auth/register");
    }
    await expect(page.getByText("Enter an email address like name@example.com")).toHaveCount(0);
  });

  test("registering a number that has an account says so", async ({ page }) => {
    await page.goto("/auth/register");
    await page.getByRole("textbox", { name: "Name" }).fill("Someone");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(CUSTOMER.phone);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("An account with this number already exists. Please log in.")).toBeVisible();
  });
});

test.describe("logout", () => {
  test("after logout the account menu shows Login and private pages are not cached", async ({ page }) => {
    await signIn(page, CUSTOMER.phone);
    const account = await page.request.get("/account", { maxRedirects: 0 });
    expect(account.headers()["cache-control"]).toContain("no-store");

    await page.getByRole("banner").getByRole("button", { name: CUSTOMER.name }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("You have been logged out").first()).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    await page.goto("/account");
    await expect(page).toHaveURL("/auth/login");
  });

  test("another site sending the shopper to /auth/logout signs nobody out; the page's button does", async ({ page, baseURL }) => {
    await signIn(page, CUSTOMER.phone);
    await page.route("http://elsewhere.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: `<script>location = ${JSON.stringify(`${baseURL}/auth/logout`)}</script>` }),
    );
    await page.goto("http://elsewhere.example/");
    await expect(page).toHaveURL("/auth/logout");
    const logOut = page.getByRole("button", { name: "Log out" });
    await expect(logOut).toBeVisible();

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: `Hello, ${CUSTOMER.name}` })).toBeVisible();

    await page.goto("/auth/logout");
    await logOut.click();
    await expect(page.getByText("You have been logged out").first()).toBeVisible();
    await expect(page).toHaveURL("/");
    await page.goto("/account");
    await expect(page).toHaveURL("/auth/login");
  });
});
