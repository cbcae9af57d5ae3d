import "server-only";
import { z } from "zod";
import { failed, passed, type HumanCheckResult } from "./result";

/**
 * reCAPTCHA, used instead of ALTCHA only when RECAPTCHA_SECRET is configured: the token is
 * checked by the provider over HTTPS (Google's siteverify, or RECAPTCHA_VERIFY_URL), which also
 * refuses a token used twice. Not reachable offline.
 */
const googleVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

const answerSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  readonly secret: string;
  readonly remoteIp?: string;
  /** The provider's verify address; Google's by default. */
  readonly verifyUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export async function verifyRecaptchaToken(
  token: string,
  options: RecaptchaOptions,
): Promise<HumanCheckResult> {
  const body = new URLSearchParams({ secret: options.secret, response: token });
  if (options.remoteIp) body.set("remoteip", options.remoteIp);
  try {
    const response = await (options.fetch ?? fetch)(options.verifyUrl || googleVerifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) return failed("unavailable");
    const answer = answerSchema.parse(await response.json());
    if (answer.success) return passed;
    return failed(answer["error-codes"]?.includes("timeout-or-duplicate") ? "replayed" : "invalid");
  } catch {
    // Google unreachable or answering nonsense: the member may retry; the request does not pass.
    return failed("unavailable");
  }
}
