import "server-only";
import type { Db } from "@/backend/db/client";
import { verifySolution } from "./altcha";
import { verifyRecaptchaToken } from "./recaptcha";
import type { HumanCheckResult } from "./result";
import { sharedRedis } from "../shared-state/redis-client";
import { databaseUsedSolutionStore, redisUsedSolutionStore, type UsedSolutionStore } from "./used-solutions";

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

/** Where spent solutions are kept: Redis when shared, else the database, else this process. */
async function usedSolutionStore(db: Db | undefined): Promise<UsedSolutionStore | undefined> {
  const redis = sharedRedis("spent human checks");
  if (redis) return redisUsedSolutionStore(await redis);
  return db ? databaseUsedSolutionStore(db) : undefined;
}

/** Verifies a form's gRecaptchaResponse with the configured provider. */
export async function verifyHumanCheck(
  response: string,
  context: { readonly remoteIp?: string; readonly db?: Db } = {},
  source: Source = process.env,
): Promise<HumanCheckResult> {
  const secret = source.RECAPTCHA_SECRET;
  if (secret) {
    return verifyRecaptchaToken(response, {
      secret,
      remoteIp: context.remoteIp,
      verifyUrl: source.RECAPTCHA_VERIFY_URL,
    });
  }
  // Spent solutions are shared, so every instance (and the next start) knows them.
  const store = await usedSolutionStore(context.db);
  return verifySolution(response, store ? { store } : {});
}
