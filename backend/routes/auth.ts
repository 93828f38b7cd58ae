import { defaultAddressPincode } from "@/backend/services/account/default-pincode";
import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { Context } from "hono";
import { clearGuestPincode, clearSessionCookie, writeSessionCookie, writeWebsiteOverrideCookie } from "@/backend/http/cookies";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import { formMessagesHook } from "@/backend/http/validation";
import type { StoreApp } from "@/backend/http/router";
import {
  currentUserWireSchema,
  loggedOutWireSchema,
  otpRequestSchema,
  otpSentWireSchema,
  registerRequestSchema,
  signedInWireSchema,
  verifyRequestSchema,
} from "@/backend/schemas/auth";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { clientAddress } from "@/backend/http/client-address";
import { shopperLanguage } from "@/backend/http/shopper-language";
import { checkCode, countLookupWithoutCode, issueCode, lookupLimited, type CodeRequest } from "@/backend/services/auth/otp";
import type { SendLimited } from "@/backend/services/auth/otp-limits";
import {
  ACCOUNT_MESSAGES,
  endSession,
  findUserByPhone,
  startUserSession,
  userForCode,
  type UserForCodeResult,
} from "@/backend/services/auth/sign-in";
import { userWire } from "@/backend/services/users";

const tooMany = { 429: errorResponse("Too many codes requested or numbers looked up; the Retry-After header says when to try again") };

const otpRoute = createRoute({
  method: "post",
  path: "/api/auth/otp",
  tags: ["Account"],
  summary: "Send a sign-in code to a registered mobile number",
  description:
    "Six digits, valid 10 minutes, single use, 5 wrong tries. One request per 30 seconds per number, 5 per hour per number, 20 per hour per client; a request for a number without an account counts towards the hourly caps too.",
  request: jsonBody(otpRequestSchema),
  responses: {
    200: jsonResponse(otpSentWireSchema, "The code was sent"),
    404: errorResponse("No account has this number (counted like a send)"),
    ...tooMany,
    ...errorResponses,
  },
});

const registerRoute = createRoute({
  method: "post",
  path: "/api/auth/register",
  tags: ["Account"],
  summary: "Start a registration: sends a code to the new number",
  description: "POST /api/auth/verify with the code creates the account and signs in.",
  request: jsonBody(registerRequestSchema),
  responses: {
    200: jsonResponse(otpSentWireSchema, "The code was sent"),
    409: errorResponse("The number already has an account (counted like a send)"),
    ...tooMany,
    ...errorResponses,
  },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/api/auth/verify",
  tags: ["Account"],
  summary: "Sign in (or finish registering) with the code",
  description: "Rotates the session: a new httpOnly sid cookie; the guest cart joins the customer's cart.",
  request: jsonBody(verifyRequestSchema),
  responses: {
    200: jsonResponse(signedInWireSchema, "Signed in"),
    404: errorResponse("No account has this number"),
    409: errorResponse("The number already has an account"),
    ...errorResponses,
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/api/auth/me",
  tags: ["Account"],
  summary: "The signed-in user, or null for guests",
  responses: { 200: jsonResponse(currentUserWireSchema, "The user of the session"), ...errorResponses },
});

/**
 * POST is what the storefront sends (anti-forgery token and same-origin checks, as every write). The
 * contract's GET stays for other clients; it needs the page-origin header, which no link can send.
 */
const logoutRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/api/auth/logout",
    tags: ["Account"],
    summary: "Log out: deletes the session and clears the cookie",
    responses: { 200: jsonResponse(loggedOutWireSchema, "Logged out"), ...errorResponses },
  });

const refusals = {
  unknownPhone: { status: 404, message: ACCOUNT_MESSAGES.unknownPhone },
  phoneTaken: { status: 409, message: ACCOUNT_MESSAGES.phoneTaken },
} as const satisfies RefusalTable<RefusalOf<UserForCodeResult>>;

function tooManyAnswer(c: Context<AppEnv>, limited: SendLimited) {
  c.header("Cache-Control", "no-store");
  c.header("Retry-After", String(limited.retryAfterSeconds));
  return c.json({ message: limited.message }, 429);
}

function codeSentAnswer(c: Context<AppEnv>, result: Awaited<ReturnType<typeof issueCode>>, phone: string) {
  if (!result.ok) return tooManyAnswer(c, result);
  c.header("Cache-Control", "no-store");
  return c.json(
    { message: `We sent a 6-digit code to ${phone}`, resend_in: result.resendIn, expires_in: result.expiresIn },
    200,
  );
}

export function registerAuthRoutes(app: StoreApp) {
  app.openapi(
    otpRoute,
    async (c) => {
      const { phone } = c.req.valid("json");
      const db = c.get("db");
      const requester = { phone, clientIp: clientAddress(c) };
      const limited = await lookupLimited(db, requester);
      if (limited) return tooManyAnswer(c, limited);
      if (!(await findUserByPhone(db, phone))) {
        await countLookupWithoutCode(db, requester);
        return c.json({ message: refusals.unknownPhone.message }, refusals.unknownPhone.status);
      }
      const request: CodeRequest = { ...requester, websiteId: c.get("website").id, purpose: "login", language: shopperLanguage(c) };
      return codeSentAnswer(c, await issueCode(db, request), phone);
    },
    formMessagesHook,
  );

  app.openapi(
    registerRoute,
    async (c) => {
      const { name, phone, email } = c.req.valid("json");
      const db = c.get("db");
      const requester = { phone, clientIp: clientAddress(c) };
      const limited = await lookupLimited(db, requester);
      if (limited) return tooManyAnswer(c, limited);
      if (await findUserByPhone(db, phone)) {
        await countLookupWithoutCode(db, requester);
        return c.json({ message: refusals.phoneTaken.message }, refusals.phoneTaken.status);
      }
      const request: CodeRequest = {
        ...requester,
        websiteId: c.get("website").id,
        purpose: "register",
        language: shopperLanguage(c),
        pendingName: name.trim(),
        pendingEmail: email || null,
      };
      return codeSentAnswer(c, await issueCode(db, request), phone);
    },
    formMessagesHook,
  );

  app.openapi(
    verifyRoute,
    async (c) => {
      const { phone, code } = c.req.valid("json");
      const db = c.get("db");
      const website = c.get("website");
      const checked = await checkCode(db, { phone, websiteId: website.id, code });
      if (!checked.ok) throw new ApiError(400, checked.message);
      const found = await userForCode(db, checked.otp);
      if (!found.ok) refuse(refusals, found);
      const { user } = found;
      const { token, session } = await startUserSession(db, {
        websiteId: website.id,
        userId: user.id,
        previous: c.get("session"),
        // A shopper who chose no pincode as a guest shops with their default address's.
        pincode: c.get("pincode") ?? (await defaultAddressPincode(db, { userId: user.id, websiteId: website.id })),
      });
      writeSessionCookie(c, token);
      clearGuestPincode(c);
      c.set("session", session);
      c.set("user", user);
      c.header("Cache-Control", "no-store");
      return c.json({ user: await userWire(db, user, website.id) }, 200);
    },
    formMessagesHook,
  );

  app.openapi(meRoute, async (c) => {
    const user = c.get("user");
    c.header("Cache-Control", "private, no-store");
    return c.json({ user: user ? await userWire(c.get("db"), user, c.get("website").id) : null }, 200);
  });

  for (const method of ["get", "post"] as const) {
    app.openapi(logoutRoute(method), async (c) => {
      await endSession(c.get("db"), c.get("session"));
      clearSessionCookie(c);
      writeWebsiteOverrideCookie(c, false);
      c.set("session", null);
      c.set("user", null);
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true as const }, 200);
    });
  }
}
