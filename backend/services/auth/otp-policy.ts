type Env = Record<string, string | undefined>;

/** The OTP rules (docs/security.md). Read at call time so tests can change the environment. */
export interface OtpPolicy {
  codeTtlSeconds: number;
  resendSeconds: number;
  maxWrongAttempts: number;
  perNumberPerHour: number;
  perClientPerHour: number;
  /** OTP_TEST_CODE: every code is this value and the send limits are off (test environments only). */
  testCode: string | null;
}

const TEST_CODE = /^\d{6}$/;

function readTestCode(env: Env = process.env): string | null {
  const code = env.OTP_TEST_CODE?.trim();
  return code && TEST_CODE.test(code) ? code : null;
}

export function otpPolicy(env: Env = process.env): OtpPolicy {
  return {
    codeTtlSeconds: 600,
    resendSeconds: 30,
    maxWrongAttempts: 5,
    perNumberPerHour: 5,
    perClientPerHour: 20,
    testCode: readTestCode(env),
  };
}

let warned = false;

/** Called when the app is created: a test code in a real deployment would let anyone sign in. */
export function warnIfTestOtpCode(env: Env = process.env) {
  if (warned) return;
  if (env.OTP_TEST_CODE?.trim()) {
    warned = true;
    const valid = readTestCode(env) !== null;
    console.warn(
      valid
        ? "[otp] OTP_TEST_CODE is set: every sign-in code is that value and OTP send limits are off. Never set it in production."
        : "[otp] OTP_TEST_CODE is set but is not 6 digits; it is ignored.",
    );
  }
}
