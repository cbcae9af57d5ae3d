import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  reservationLinkPath,
  reservationLinkSignature,
  reservationLinkSignatureValid,
} from "./reservation-link-signature";

describe("reservation link signatures", () => {
  const key = randomBytes(32);
  const now = Date.UTC(2026, 10, 25);
  const grant = {
    reservationId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    action: "cancel" as const,
    expires: now / 1000 + 3600,
  };

  it("holds for the booking, action and expiry it was made for", () => {
    expect(reservationLinkSignatureValid(key, grant, reservationLinkSignature(key, grant), now)).toBe(true);
  });

  it("fails for another action, booking, expiry, key or an expired link", () => {
    const sig = reservationLinkSignature(key, grant);
    expect(reservationLinkSignatureValid(key, { ...grant, action: "modify" }, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(key, { ...grant, reservationId: "x" }, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(key, { ...grant, expires: grant.expires + 1 }, sig, now)).toBe(
      false,
    );
    expect(reservationLinkSignatureValid(randomBytes(32), grant, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(key, grant, sig, (grant.expires + 1) * 1000)).toBe(false);
    expect(reservationLinkSignatureValid(key, grant, "", now)).toBe(false);
  });

  it("builds the manage page's link with id, action, expires and sig", () => {
    const url = new URL(reservationLinkPath(key, grant), "http://x.example");
    expect(url.pathname).toBe("/reservations/manage");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: grant.reservationId,
      action: "cancel",
      expires: String(grant.expires),
      sig: reservationLinkSignature(key, grant),
    });
  });
});
