"use client";

import { useCallback, useEffect, useRef } from "react";
import { fetchHumanCheckChallenge } from "@/lib/client/api/human-check";
import { recaptchaSettings } from "@/lib/client/browser/recaptcha-settings";

// The checks' code runs only once the form is on screen (reCAPTCHA's script) or submitted (the
// solver), so it loads then rather than with the page (decision 0038).
const loadRecaptcha = () => import("@/lib/client/browser/recaptcha");
const loadAltchaSolver = () => import("@/lib/client/browser/solve-altcha-in-workers");

type Recaptcha = ReturnType<Awaited<ReturnType<typeof loadRecaptcha>>["createRecaptcha"]>;

/**
 * One reCAPTCHA per page (its script loads once), made on first use where a site key is built in.
 * A failed load of its code is forgotten, so the next submit tries again.
 */
let recaptcha: Promise<Recaptcha> | null | undefined;
function pageRecaptcha(): Promise<Recaptcha> | null {
  if (recaptcha === undefined) {
    const settings = recaptchaSettings();
    recaptcha = settings ? loadRecaptcha().then((module) => module.createRecaptcha(settings)) : null;
    recaptcha?.catch(() => {
      recaptcha = undefined;
    });
  }
  return recaptcha;
}

/**
 * The invisible human check of public-and-shared §4 Form submit; its answer travels with the form
 * as gRecaptchaResponse. Where the build has a reCAPTCHA site key, the provider's script is loaded
 * once the form has mounted and a token is asked on submit (the server verifies it with
 * RECAPTCHA_SECRET). Otherwise a fresh ALTCHA challenge is fetched and solved in Web Workers
 * (about a second of proof of work on a phone, off the main thread). Leaving the page stops the work.
 */
export function useHumanCheck(): () => Promise<string> {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    pageRecaptcha()?.then(
      (provider) => {
        provider.prepare();
      },
      () => undefined, // The submit loads it again and says what went wrong.
    );
    return () => {
      controller.current?.abort();
    };
  }, []);
  return useCallback(async () => {
    const provider = pageRecaptcha();
    if (provider) return (await provider).execute("submit");
    controller.current?.abort();
    controller.current = new AbortController();
    const { signal } = controller.current;
    const [challenge, { solveAltchaInWorkers }] = await Promise.all([
      fetchHumanCheckChallenge(signal),
      loadAltchaSolver(),
    ]);
    const solution = await solveAltchaInWorkers(challenge, { signal });
    if (!solution) throw new Error("The human check could not be solved");
    return solution;
  }, []);
}
