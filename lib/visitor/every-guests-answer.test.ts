import { visitorIsEveryGuest } from "./every-guests-answer";

const PLAIN_GUEST = `visitor_hint=${encodeURIComponent("0||0|")}`;

it("a browser whose hint says a plain guest, with no marker, is every guest", () => {
  expect(visitorIsEveryGuest(`csrf_token=abc; ${PLAIN_GUEST}; consent=1`)).toBe(true);
});

it("asks when the API has marked the browser, or a session works on another website", () => {
  expect(visitorIsEveryGuest(`${PLAIN_GUEST}; visitor_state=1`)).toBe(false);
  expect(visitorIsEveryGuest(`website_override=1; ${PLAIN_GUEST}`)).toBe(false);
});

it("asks when there is no hint yet, or one it cannot read", () => {
  expect(visitorIsEveryGuest("")).toBe(false);
  expect(visitorIsEveryGuest("csrf_token=abc")).toBe(false);
  expect(visitorIsEveryGuest("visitor_hint=garbage")).toBe(false);
});

it("asks when the hint says a shopper, a cart or a pincode (a session from before the marker)", () => {
  expect(visitorIsEveryGuest(`visitor_hint=${encodeURIComponent("1|Asha|0|")}`)).toBe(false);
  expect(visitorIsEveryGuest(`visitor_hint=${encodeURIComponent("0||2|")}`)).toBe(false);
  expect(visitorIsEveryGuest(`visitor_hint=${encodeURIComponent("0||0|560001")}`)).toBe(false);
});
