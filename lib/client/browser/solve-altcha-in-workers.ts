import "client-only";
import { solveChallengeWorkers } from "altcha-lib";
import type { AltchaChallenge, AltchaPayload } from "@/shared/contracts/human-check";

/** More threads than this gain a phone little and cost it battery and heat. */
const maxWorkers = 4;

/**
 * Solves the human check's proof of work off the main thread (DESIGN.md Human check): the
 * number range is split between up to four Web Workers, each hashing with Web Crypto, so the page
 * stays responsive for the second or so it takes. Resolves with the base64 payload the form sends
 * as gRecaptchaResponse, or null when no number fits (a challenge not made by our backend).
 * Aborting (the visitor left the form) stops every worker and rejects with the signal's reason.
 */
export async function solveAltchaInWorkers(
  challenge: AltchaChallenge,
  options: { readonly signal?: AbortSignal } = {},
): Promise<string | null> {
  const workers: Worker[] = [];
  const stop = () => {
    for (const worker of workers) worker.terminate();
  };
  options.signal?.throwIfAborted();
  options.signal?.addEventListener("abort", stop, { once: true });
  const concurrency = Math.min(maxWorkers, Math.max(1, navigator.hardwareConcurrency || 2));
  const started = Date.now();
  try {
    const solved = solveChallengeWorkers(
      () => {
        const worker = new Worker(new URL("./altcha.worker.ts", import.meta.url), { type: "module" });
        workers.push(worker);
        return worker;
      },
      concurrency,
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    );
    const aborted = new Promise<never>((_, reject) => {
      options.signal?.addEventListener(
        "abort",
        () => {
          reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error("aborted"));
        },
        { once: true },
      );
    });
    const solution = await Promise.race([solved, aborted]);
    if (!solution) return null;
    const payload: AltchaPayload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: Date.now() - started,
    };
    return btoa(JSON.stringify(payload));
  } finally {
    options.signal?.removeEventListener("abort", stop);
    stop();
  }
}
