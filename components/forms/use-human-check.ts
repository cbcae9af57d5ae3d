"use client";

import { useCallback, useEffect, useRef } from "react";
import { createRecaptcha, recaptchaSettings } from "@/lib/client/browser/recaptcha";
import { solveAltchaInWorkers } from "@/lib/client/browser/solve-altcha-in-workers";
import { fetchHumanCheckChallenge } from "@/lib/client/api/human-check";

/** One reCAPTCHA per page (its script loads once), made on first use where a site key is built in. */
let recaptcha: ReturnType<typeof createRecaptcha> | null | undefined;
function pageRecaptcha(): ReturnType<typeof createRecaptcha> | null {
  if (recaptcha === undefined) {
    const settings = recaptchaSettings();
    recaptcha = settings ? createRecaptcha(settings) : null;
  }
  return recaptcha;
}

/**
 * The invisible human check of public-and-shared §4 Form submit; its answer travels with the form
 * as gRecaptchaResponse. Where the build has a reCAPTCHA site key, the provider's script is loaded
 * when the form first renders and a token is asked on submit (the server verifies it with
 * RECAPTCHA_SECRET). Otherwise a fresh ALTCHA challenge is fetched and solved in Web Workers
 * (about a second of proof of work on a phone, off the main thread). Leaving the page stops the work.
 */
export function useHumanCheck(): () => Promise<string> {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    pageRecaptcha()?.prepare();
    return () => {
      controller.current?.abort();
    };
  }, []);
  return useCallback(async () => {
    const provider = pageRecaptcha();
    if (provider) return provider.execute("submit");
    controller.current?.abort();
    controller.current = new AbortController();
    const { signal } = controller.current;
    const challenge = await fetchHumanCheckChallenge(signal);
    const solution = await solveAltchaInWorkers(challenge, { signal });
    if (!solution) throw new Error("The human check could not be solved");
    return solution;
  }, []);
}
