import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { activationLink, recoveryLink, reservationLink } from "@/shared/contracts/link-secrets";
import { linkSecretExchange } from "./link-secret-exchange";

const origin = "http://harbor.localhost:3000";
const bookingId = "6f1c2b4e-8d3a-4f5e-9a7b-1c2d3e4f5a6b";

function arrive(path: string) {
  const answer = linkSecretExchange(new NextRequest(`${origin}${path}`));
  if (!answer) throw new Error(`${path} was not exchanged`);
  return {
    answer,
    setCookie: answer.headers.get("set-cookie") ?? "",
    location: answer.headers.get("location") ?? "",
  };
}

describe("a signed link's secret leaves the address on arrival (decision 0048)", () => {
  it("trades a recovery token for an httpOnly cookie only the recovery API receives", () => {
    const { answer, setCookie, location } = arrive("/recover/update?token=SECRET-TOKEN-123&utm_source=mail");
    expect(answer.status).toBe(303);
    expect(location).toBe(`${origin}/recover/update?utm_source=mail`);
    expect(setCookie).toContain(`${recoveryLink.cookie}=token%3DSECRET-TOKEN-123`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=strict/i);
    expect(setCookie).toContain(`Path=${recoveryLink.apiPath}`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("keeps an activation link's public id in the address and moves its expiry and signature", () => {
    const { setCookie, location } = arrive("/activate?public_id=HB-123&expires=1893456000&signature=SIG");
    expect(location).toBe(`${origin}/activate?public_id=HB-123`);
    expect(setCookie).toContain(`${activationLink.cookie}=expires%3D1893456000%26signature%3DSIG`);
    expect(setCookie).toContain(`Path=${activationLink.apiPath}`);
  });

  it("gives each booking's link a cookie of its own, so a second email never replaces the first", () => {
    const { setCookie, location } = arrive(
      `/reservations/manage?id=${bookingId}&action=cancel&expires=1893456000&sig=SIG`,
    );
    expect(location).toBe(`${origin}/reservations/manage?id=${bookingId}&action=cancel`);
    expect(setCookie).toContain(`${reservationLink.cookie}_${bookingId}=expires%3D1893456000%26sig%3DSIG`);
  });

  it("drops the secret of a link whose id cannot name a cookie, keeping nothing", () => {
    const { setCookie, location } = arrive("/reservations/manage?id=a;b&action=cancel&sig=SIG");
    expect(location).not.toContain("SIG");
    expect(setCookie).toBe("");
  });

  it("leaves other pages and links without a secret alone", () => {
    expect(linkSecretExchange(new NextRequest(`${origin}/recover/update`))).toBeNull();
    expect(linkSecretExchange(new NextRequest(`${origin}/join?token=x`))).toBeNull();
  });
});
