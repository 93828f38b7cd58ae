/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish as render, renderInLanguage } from "@/testing/with-messages";
import { loadServerSentences } from "@/lib/i18n/use-server-sentence";
import { requestLoginCode, requestRegistrationCode, verifyCode } from "@/lib/api/auth";
import { ApiRequestError } from "@/lib/api/client";
import { PENDING_OTP_KEY } from "@/lib/auth/pending-otp";
import { VerifyForm } from "./verify-form";

jest.mock("@/lib/api/auth", () => ({
  requestLoginCode: jest.fn(),
  requestRegistrationCode: jest.fn(),
  verifyCode: jest.fn(),
}));

const PHONE = "9876543210";
const sent = { message: "sent", resend_in: 30, expires_in: 600 };

function savePending(resendInSeconds: number, registration?: { name: string; email: string }, expiresInSeconds?: number) {
  const expiresAt = expiresInSeconds === undefined ? undefined : Date.now() + expiresInSeconds * 1000;
  sessionStorage.setItem(PENDING_OTP_KEY, JSON.stringify({ phone: PHONE, resendAt: Date.now() + resendInSeconds * 1000, expiresAt, registration }));
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  jest.mocked(requestLoginCode).mockReset().mockResolvedValue(sent);
  jest.mocked(requestRegistrationCode).mockReset().mockResolvedValue(sent);
  jest.mocked(verifyCode).mockReset();
});
afterEach(() => jest.useRealTimers());

describe("VerifyForm", () => {
  it("shows the number, a Change number link and a visible resend countdown", () => {
    savePending(30);
    render(<VerifyForm phone={PHONE} />);
    expect(screen.getByText(PHONE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change number" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByRole("button", { name: "Resend code in 30s" })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole("button", { name: "Resend code in 29s" })).toBeDisabled();
    act(() => jest.advanceTimersByTime(29_000));
    expect(screen.getByRole("button", { name: "Resend code" })).toBeEnabled();
  });

  it("resends a registration code for a pending registration and restarts the countdown", async () => {
    savePending(0, { name: "Ravi", email: "ravi@example.com" });
    render(<VerifyForm phone={PHONE} />);
    expect(screen.getByRole("link", { name: "Change number" })).toHaveAttribute("href", "/auth/register");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Resend code" })));
    expect(requestRegistrationCode).toHaveBeenCalledWith(expect.any(Function), { phone: PHONE, name: "Ravi", email: "ravi@example.com" });
    expect(requestLoginCode).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(`We sent a new code to ${PHONE}`);
    expect(screen.getByRole("button", { name: "Resend code in 30s" })).toBeDisabled();
  });

  it("shows the server's reason when a resend is refused", async () => {
    savePending(0);
    jest.mocked(requestLoginCode).mockRejectedValue(new ApiRequestError(429, { message: "Please wait 12 seconds before requesting another code" }));
    render(<VerifyForm phone={PHONE} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Resend code" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Please wait 12 seconds before requesting another code");
  });

  it("counts down to the code's expiry, then says it has expired", () => {
    savePending(30, undefined, 581);
    render(<VerifyForm phone={PHONE} />);
    expect(screen.getByText(/The code expires in/)).toHaveTextContent("The code expires in 9:41");
    act(() => jest.advanceTimersByTime(572_000));
    expect(screen.getByText(/The code expires in/)).toHaveTextContent("The code expires in 0:09");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.getByRole("alert")).toHaveTextContent("The code has expired. Request a new one.");
    expect(screen.queryByText(/The code expires in/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeEnabled();
  });

  it("restarts the expiry from the resend's answer", async () => {
    savePending(0, undefined, 0);
    render(<VerifyForm phone={PHONE} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The code has expired. Request a new one.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Resend code" })));
    expect(screen.getByText(/The code expires in/)).toHaveTextContent("The code expires in 10:00");
    expect(screen.queryByText("The code has expired. Request a new one.")).not.toBeInTheDocument();
  });

  it("shows no expiry when it does not know one", () => {
    savePending(30);
    render(<VerifyForm phone={PHONE} />);
    expect(screen.queryByText(/The code expires in|The code has expired/)).not.toBeInTheDocument();
  });

  it("shows why a code was refused", async () => {
    jest.mocked(verifyCode).mockRejectedValue(new ApiRequestError(400, { message: "That code is not correct. You have 4 tries left." }));
    render(<VerifyForm phone={PHONE} />);
    fireEvent.change(screen.getByRole("textbox", { name: /Verification code/ }), { target: { value: "000000" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify" })));
    expect(verifyCode).toHaveBeenCalledWith(expect.any(Function), { phone: PHONE, code: "000000" });
    expect(await screen.findByText("That code is not correct. You have 4 tries left.")).toBeInTheDocument();
  });

  it("says why a code was refused, and a refused resend, in the page's language", async () => {
    savePending(0);
    jest.mocked(verifyCode).mockRejectedValue(new ApiRequestError(400, { message: "That code is not correct. You have 1 try left." }));
    jest.mocked(requestLoginCode).mockRejectedValue(new ApiRequestError(400, { message: "This code has expired. Please request a new one." }));
    renderInLanguage("hi", <VerifyForm phone={PHONE} />);
    // A Hindi page fetches the sentence tables when it mounts; a shopper types long after they arrive.
    await act(() => loadServerSentences());
    fireEvent.change(screen.getByRole("textbox", { name: /वेरिफ़िकेशन कोड/ }), { target: { value: "000000" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "वेरिफ़ाई करें" })));
    expect(await screen.findByText("यह कोड सही नहीं है। आपके पास 1 कोशिश बची है।")).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "कोड दोबारा भेजें" })));
    expect(await screen.findByText("इस कोड की अवधि समाप्त हो चुकी है। कृपया नया कोड मँगाएँ।")).toBeInTheDocument();
  });

  it("checks the code's shape before calling the server", async () => {
    render(<VerifyForm phone={PHONE} />);
    fireEvent.change(screen.getByRole("textbox", { name: /Verification code/ }), { target: { value: "12" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify" })));
    expect(await screen.findByText("Enter the 6-digit code")).toBeInTheDocument();
    expect(verifyCode).not.toHaveBeenCalled();
  });
});
