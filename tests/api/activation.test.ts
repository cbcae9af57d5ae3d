import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { knownMemberSchema } from "@/shared/contracts/known-member";
import { freshIp, send } from "./solve-human-check";
import { errorAnswer, answer, createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";
import { derivedKey } from "@/backend/security/secrets";
import { activationSignature } from "@/backend/security/activation-signature";

/** The body an emailed activation link leads to: the public id with its signed expiry. */
function signed(publicId: string, partnerCode: string) {
  const expires = Math.floor(Date.now() / 1000) + 86_400;
  return {
    publicId,
    expires,
    signature: activationSignature(derivedKey("activation"), { partnerCode, publicId, expires }),
  };
}

// Several requests per case against a real database: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const harbor = "harbor.localhost:3000";

describe.each(testDbKinds())("known member and activation on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  const lookup = (publicId: string, host = harbor) =>
    new Visitor(api, host).call(`/api/Member/${publicId}`, { headers: freshIp() });

  it("tells a known visitor's tier and account state, and nothing more", async () => {
    const response = await lookup("harbor-nonactivated-demo");
    expect(response.status).toBe(200);
    expect(await answer(response, knownMemberSchema.strict())).toEqual({
      publicId: "harbor-nonactivated-demo",
      tierLevel: 1,
      active: true,
      hasWebProfile: true,
    });
  });

  it("answers 404 JSON for an unknown id or another partner's member", async () => {
    const unknown = await lookup("harbor-nobody-here");
    expect(unknown.status).toBe(404);
    expect(await errorAnswer(unknown)).toEqual({ error: "Member not found" });
    expect((await lookup("greenleaf-demo-member")).status).toBe(404);
  });

  it("leaves the static /Member/* paths to their own routes", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    expect((await visitor.call("/api/Member")).status).toBe(200);
    expect((await visitor.call("/api/Member/Cards")).status).toBe(200);
  });

  it("activates a tier-1 member to tier 2 (opted in), once", async () => {
    const visitor = new Visitor(api, harbor);
    const response = await send(
      visitor,
      "POST",
      "/api/Member/Activate",
      signed("harbor-nonactivated-demo", "harbor"),
    );
    expect(response.status).toBe(200);
    expect(knownMemberSchema.parse(await response.json())).toMatchObject({ tierLevel: 2 });
    const [row] = await api.testDb.db
      .select()
      .from(members)
      .where(eq(members.publicId, "harbor-nonactivated-demo"));
    expect(row).toMatchObject({ tierLevel: 2, emailOptIn: true });

    const again = await send(
      visitor,
      "POST",
      "/api/Member/Activate",
      signed("harbor-nonactivated-demo", "harbor"),
    );
    expect(again.status).toBe(409);
    expect(await errorAnswer(again)).toEqual({ error: "This account is already activated." });
  });

  it("answers 409 for opted-out or VIP members, without touching their tier", async () => {
    const response = await send(
      new Visitor(api, harbor),
      "POST",
      "/api/Member/Activate",
      signed("harbor-vip-member", "harbor"),
    );
    expect(response.status).toBe(409);
    const [row] = await api.testDb.db.select().from(members).where(eq(members.publicId, "harbor-vip-member"));
    expect(row?.tierLevel).toBe(3);
  });

  it("activates an SSO partner's tier-1 member too", async () => {
    const response = await send(
      new Visitor(api, "skyway.localhost:3000"),
      "POST",
      "/api/Member/Activate",
      signed("skyway-noncard-member", "skyway"),
    );
    expect(response.status).toBe(200);
  });

  it("answers 404 for an unknown id and 400 without one", async () => {
    const visitor = new Visitor(api, harbor);
    expect(
      (await send(visitor, "POST", "/api/Member/Activate", signed("harbor-nobody", "harbor"))).status,
    ).toBe(404);
    expect((await send(visitor, "POST", "/api/Member/Activate", {})).status).toBe(400);
  });

  it("refuses activation without the CSRF token", async () => {
    const response = await new Visitor(api, harbor).call("/api/Member/Activate", {
      method: "POST",
      json: { publicId: "harbor-nonactivated-demo" },
    });
    expect(response.status).toBe(403);
  });

  it("does not exist for partners without enrollment", async () => {
    const host = "roadtrip.localhost:3000";
    expect((await lookup("roadtrip-anyone", host)).status).toBe(404);
    expect(
      (await send(new Visitor(api, host), "POST", "/api/Member/Activate", { publicId: "roadtrip-anyone" }))
        .status,
    ).toBe(404);
  });

  it("rate-limits lookups per address", async () => {
    const address = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (await new Visitor(api, harbor).call(`/api/Member/harbor-probe-${i}`, { headers: address }))
        .status;
    }
    expect(last).toBe(429);
  });
});
