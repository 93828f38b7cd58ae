import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import {
  type OtpRequest,
  type OtpSent,
  type RegisterRequest,
  type User,
  type VerifyRequest,
} from "./schemas";

/** The signed-in user of the session the transport carries, or null. */
export async function fetchCurrentUser(api: ApiFetch): Promise<User | null> {
  try {
    return (await requestJson(api, "/api/auth/me", "currentUser")).user;
  } catch {
    return null;
  }
}

/** Sends a sign-in code to a registered number. */
export const requestLoginCode = (api: ApiFetch, body: OtpRequest): Promise<OtpSent> =>
  requestJson(api, "/api/auth/otp", "otpSent", jsonRequestInit(body));

/** Starts a registration: sends a code to the new number. */
export const requestRegistrationCode = (api: ApiFetch, body: RegisterRequest): Promise<OtpSent> =>
  requestJson(api, "/api/auth/register", "otpSent", jsonRequestInit(body));

/** Signs in (or finishes the registration) with the code; the server rotates the session cookie. */
export async function verifyCode(api: ApiFetch, body: VerifyRequest): Promise<User> {
  return (await requestJson(api, "/api/auth/verify", "signedIn", jsonRequestInit(body))).user;
}

/** A write like any other (anti-forgery token, same origin), so no link or form from another site can sign a shopper out. */
export async function logout(api: ApiFetch): Promise<void> {
  await requestJson(api, "/api/auth/logout", "loggedOut", { method: "POST" });
}
