import { describe, expect, it } from "vitest";
import { ReservationProviderError } from "@/backend/reservations/provider";
import { callProvider, ProviderFailure, ReservationRefused } from "./reservation-refusal";

describe("callProvider", () => {
  it("passes the provider's answer through", async () => {
    await expect(callProvider(() => Promise.resolve(42))).resolves.toBe(42);
  });

  it("turns a reasoned refusal into the member's refusal, keeping the alternatives", async () => {
    const refused = callProvider(() =>
      Promise.reject(new ReservationProviderError("slot_taken", "taken", ["19:15"])),
    );
    await expect(refused).rejects.toBeInstanceOf(ReservationRefused);
    await expect(refused).rejects.toMatchObject({ code: "slot_taken", alternatives: ["19:15"] });
  });

  it("answers a booking the provider no longer knows, or its outage, as the general refusal", async () => {
    for (const code of ["not_found", "unavailable"] as const) {
      await expect(
        callProvider(() => Promise.reject(new ReservationProviderError(code, "x"))),
      ).rejects.toMatchObject({
        code: "general",
      });
    }
  });

  it("wraps any other failure (network, a malformed answer) as a provider failure", async () => {
    await expect(callProvider(() => Promise.reject(new TypeError("fetch failed")))).rejects.toBeInstanceOf(
      ProviderFailure,
    );
  });
});
