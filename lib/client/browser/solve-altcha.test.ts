import { describe, expect, it } from "vitest";
import { createChallenge, verifySolution } from "@/backend/services/human-check/altcha";
import { memoryUsedSolutionStore } from "@/backend/services/human-check/used-solutions";
import { altchaPayloadSchema } from "@/shared/contracts/human-check";
import { solveAltcha } from "./solve-altcha";

const hmacKey = "test-altcha-key";

describe("ALTCHA solver", () => {
  it("solves a real challenge from the service, which accepts it once", async () => {
    const store = memoryUsedSolutionStore();
    const challenge = await createChallenge({ hmacKey });
    const payload = await solveAltcha(challenge);
    expect(payload).not.toBeNull();
    const decoded = altchaPayloadSchema.parse(JSON.parse(atob(payload ?? "")));
    expect(decoded.number).toBeLessThanOrEqual(challenge.maxnumber);
    expect(await verifySolution(payload ?? "", { hmacKey, store })).toEqual({ ok: true });
    expect(await verifySolution(payload ?? "", { hmacKey, store })).toEqual({
      ok: false,
      reason: "replayed",
    });
  });

  it("gives up with null when no number up to maxnumber fits", async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 50 });
    expect(await solveAltcha({ ...challenge, challenge: "0".repeat(64) })).toBeNull();
  });

  it("stops when aborted", async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 50 });
    const controller = new AbortController();
    const solving = solveAltcha({ ...challenge, challenge: "0".repeat(64) }, { signal: controller.signal });
    controller.abort(new Error("left the form"));
    await expect(solving).rejects.toThrow("left the form");
  });
});
