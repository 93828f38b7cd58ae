/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { requestLoginCode, requestRegistrationCode, verifyCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/client";
import { PENDING_OTP_KEY } from "@/lib/auth/pending-otp";
import { VerifyForm } from "./verify-form";

jest.mock("@/lib/api/auth", () => ({
  requestLoginCode: jest.fn(),
  requestRegistrationCode: jest.fn(),
  verifyCode: jest.fn(),
}));

const PHONE = "9876543210";
const sent = { message: "sent", resend_in: 30, expires_in: 600 };

function savePending(resendInSeconds: number, registration?: { name: string; email: string }) {
  sessionStorage.setItem(PENDING_OTP_KEY, JSON.stringify({ phone: PHONE, resendAt: Date.now() + resendInSeconds * 1000, registration }));
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
    jest.mocked(requestLoginCode).mockRejectedValue(new ApiError(429, { message: "Please wait 12 seconds before requesting another code" }));
    render(<VerifyForm phone={PHONE} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Resend code" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Please wait 12 seconds before requesting another code");
  });

  it("shows why a code was refused", async () => {
    jest.mocked(verifyCode).mockRejectedValue(new ApiError(400, { message: "That code is not correct. You have 4 tries left." }));
    render(<VerifyForm phone={PHONE} />);
    fireEvent.change(screen.getByRole("textbox", { name: /Verification code/ }), { target: { value: "000000" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify" })));
    expect(verifyCode).toHaveBeenCalledWith(expect.any(Function), { phone: PHONE, code: "000000" });
    expect(await screen.findByText("That code is not correct. You have 4 tries left.")).toBeInTheDocument();
  });

  it("checks the code's shape before calling the server", async () => {
    render(<VerifyForm phone={PHONE} />);
    fireEvent.change(screen.getByRole("textbox", { name: /Verification code/ }), { target: { value: "12" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify" })));
    expect(await screen.findByText("Enter the 6-digit code")).toBeInTheDocument();
    expect(verifyCode).not.toHaveBeenCalled();
  });
});
