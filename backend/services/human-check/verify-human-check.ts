import "server-only";
import type { Db } from "@/backend/db/client";
import { verifySolution } from "./altcha";
import { verifyRecaptchaToken } from "./recaptcha";
import type { HumanCheckResult } from "./result";
import { databaseUsedSolutionStore } from "./used-solutions";

/**
 * The one place that decides which human check guards the forms: reCAPTCHA when
 * RECAPTCHA_SECRET is set (read from process.env, not lib/env, so it stays optional and
 * server-only), ALTCHA otherwise. Never both: accepting ALTCHA beside reCAPTCHA would let a bot
 * pick the check it finds cheaper.
 */
export type HumanCheckProvider = "altcha" | "recaptcha";

type Source = Readonly<Record<string, string | undefined>>;

export function humanCheckProvider(source: Source = process.env): HumanCheckProvider {
  return source.RECAPTCHA_SECRET ? "recaptcha" : "altcha";
}

/** Verifies a form's gRecaptchaResponse with the configured provider. */
export function verifyHumanCheck(
  response: string,
  context: { readonly remoteIp?: string; readonly db?: Db } = {},
  source: Source = process.env,
): Promise<HumanCheckResult> {
  const secret = source.RECAPTCHA_SECRET;
  if (secret) return verifyRecaptchaToken(response, { secret, remoteIp: context.remoteIp });
  // Spent solutions live in the database, so every instance (and the next start) knows them.
  return verifySolution(response, context.db ? { store: databaseUsedSolutionStore(context.db) } : {});
}
