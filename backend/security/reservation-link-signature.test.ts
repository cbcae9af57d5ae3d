import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { singleKeyRing } from "./key-ring";
import {
  reservationLinkPath,
  reservationLinkSignature,
  reservationLinkSignatureValid,
} from "./reservation-link-signature";

describe("reservation link signatures", () => {
  const key = randomBytes(32);
  const keys = singleKeyRing(key);
  const now = Date.UTC(2026, 10, 25);
  const grant = {
    reservationId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    action: "cancel" as const,
    expires: now / 1000 + 3600,
  };

  it("holds for the booking, action and expiry it was made for", () => {
    expect(reservationLinkSignatureValid(keys, grant, reservationLinkSignature(key, grant), now)).toBe(true);
  });

  it("fails for another action, booking, expiry, key or an expired link", () => {
    const sig = reservationLinkSignature(key, grant);
    expect(reservationLinkSignatureValid(keys, { ...grant, action: "modify" }, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(keys, { ...grant, reservationId: "x" }, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(keys, { ...grant, expires: grant.expires + 1 }, sig, now)).toBe(
      false,
    );
    expect(reservationLinkSignatureValid(singleKeyRing(randomBytes(32)), grant, sig, now)).toBe(false);
    expect(reservationLinkSignatureValid(keys, grant, sig, (grant.expires + 1) * 1000)).toBe(false);
    expect(reservationLinkSignatureValid(keys, grant, "", now)).toBe(false);
  });

  it("holds for a link signed with the previous key during a rotation window, and not after it", () => {
    const next = randomBytes(32);
    const sig = reservationLinkSignature(key, grant);
    expect(reservationLinkSignatureValid({ current: next, previous: key }, grant, sig, now)).toBe(true);
    expect(reservationLinkSignatureValid(singleKeyRing(next), grant, sig, now)).toBe(false);
    const signedNow = reservationLinkSignature(next, grant);
    expect(reservationLinkSignatureValid({ current: next, previous: key }, grant, signedNow, now)).toBe(true);
    expect(reservationLinkSignatureValid({ current: next, previous: key }, grant, "", now)).toBe(false);
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
