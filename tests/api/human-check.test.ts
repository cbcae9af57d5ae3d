import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "@/backend/app";
import { verifyHumanCheck } from "@/backend/services/human-check/verify-human-check";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { errorAnswer } from "./support";

// The challenge needs no database: a getDb that fails proves the route never asks for one.
const app = createApp({ getDb: () => Promise.reject(new Error("the human check needs no database")) });

function getChallenge(headers: Record<string, string> = {}) {
  return app.request("http://harbor.localhost:3000/api/HumanCheck/challenge", {
    headers: { host: "harbor.localhost:3000", ...headers },
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("GET /api/HumanCheck/challenge", () => {
  it("answers a fresh, uncacheable challenge whose solution passes the form check once", async () => {
    vi.stubEnv("RECAPTCHA_SECRET", "");
    const response = await getChallenge({ [peerAddressHeader]: "198.51.100.1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = altchaChallengeSchema.parse(await response.json());
    const again = altchaChallengeSchema.parse(
      await (await getChallenge({ [peerAddressHeader]: "198.51.100.1" })).json(),
    );
    expect(again.signature).not.toBe(challenge.signature);

    const payload = await solveAltcha(challenge);
    expect(payload).not.toBeNull();
    expect(await verifyHumanCheck(payload ?? "")).toEqual({ ok: true });
    expect(await verifyHumanCheck(payload ?? "")).toEqual({ ok: false, reason: "replayed" });
  });

  it("limits challenges per visitor", async () => {
    vi.stubEnv("RECAPTCHA_SECRET", "");
    const headers = { [peerAddressHeader]: "198.51.100.2" };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await getChallenge(headers)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await getChallenge(headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("is not offered when reCAPTCHA is configured", async () => {
    vi.stubEnv("RECAPTCHA_SECRET", "configured-secret");
    const response = await getChallenge({ [peerAddressHeader]: "198.51.100.3" });
    expect(response.status).toBe(404);
    expect(await errorAnswer(response)).toEqual({ error: "The human check uses reCAPTCHA" });
  });
});
