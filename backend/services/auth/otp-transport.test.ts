import { logTransport, maskPhone, otpTransport, webhookTransport } from "./otp-transport";

describe("OTP transports", () => {
  it("masks the number in the log line", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    await logTransport.send("9876543210", "123456", "en");
    expect(info).toHaveBeenCalledWith("OTP for 98xxxxxx10: 123456");
    expect(maskPhone("9876543210")).toBe("98xxxxxx10");
    info.mockRestore();
  });

  it("posts { phone, message } to the webhook", async () => {
    const fetcher = jest.fn(async () => new Response(null, { status: 204 }));
    await webhookTransport("https://sms.example.com/send", fetcher).send("9876543210", "654321", "en");
    expect(fetcher).toHaveBeenCalledWith("https://sms.example.com/send", expect.objectContaining({ method: "POST" }));
    const body = JSON.parse((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ phone: "9876543210", message: "654321 is your sign-in code. It expires in 10 minutes. Do not share it with anyone." });
  });

  it("writes the code's message in the shopper's language", async () => {
    const fetcher = jest.fn(async () => new Response(null, { status: 204 }));
    await webhookTransport("https://sms.example.com/send", fetcher).send("9876543210", "654321", "hi");
    const body = JSON.parse((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.message).toBe("654321 आपका साइन-इन कोड है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।");
  });

  it("fails when the gateway refuses", async () => {
    const fetcher = jest.fn(async () => new Response(null, { status: 500 }));
    await expect(webhookTransport("https://sms.example.com/send", fetcher).send("9876543210", "1", "en")).rejects.toThrow("500");
  });

  it("chooses the webhook when OTP_WEBHOOK_URL is set, else the log", () => {
    expect(otpTransport({})).toBe(logTransport);
    expect(otpTransport({ OTP_WEBHOOK_URL: "https://sms.example.com" })).not.toBe(logTransport);
  });
});
