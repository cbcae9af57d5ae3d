"use client";

import { useCallback, useEffect, useRef } from "react";
import { solveAltchaInWorkers } from "@/lib/client/browser/solve-altcha-in-workers";
import { fetchHumanCheckChallenge } from "@/lib/client/api/human-check";

/**
 * The invisible human check of public-and-shared §4 Form submit: on submit, a fresh ALTCHA
 * challenge is fetched and solved in Web Workers (about a second of proof of work on a phone, off
 * the main thread), and its answer travels with the form as gRecaptchaResponse. Leaving the page
 * stops the work.
 */
export function useHumanCheck(): () => Promise<string> {
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  return useCallback(async () => {
    controller.current?.abort();
    controller.current = new AbortController();
    const { signal } = controller.current;
    const challenge = await fetchHumanCheckChallenge(signal);
    const solution = await solveAltchaInWorkers(challenge, { signal });
    if (!solution) throw new Error("The human check could not be solved");
    return solution;
  }, []);
}
