import { http, HttpResponse } from "msw";

/**
 * The human check in component tests. The challenge comes over the network like any call
 * (add `humanCheckChallenge` to componentNetwork); its proof of work runs in Web Workers, which
 * jsdom has not, so the solver answers at once. Use with
 * `vi.mock("@/lib/client/browser/solve-altcha-in-workers", () => import("@/tests/support/human-check"))`.
 */
export const humanCheckAnswer = "solved-human-check";

export function solveAltchaInWorkers(): Promise<string> {
  return Promise.resolve(humanCheckAnswer);
}

export const humanCheckChallenge = http.get("*/api/HumanCheck/challenge", () =>
  HttpResponse.json({
    algorithm: "SHA-256",
    challenge: "a".repeat(64),
    maxnumber: 1000,
    salt: "test-salt",
    signature: "b".repeat(64),
  }),
);
