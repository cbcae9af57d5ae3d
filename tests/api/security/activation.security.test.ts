import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { derivedKey } from "@/backend/security/secrets";
import { activationSignature } from "@/backend/security/activation-signature";
import { send } from "../solve-human-check";
import { errorAnswer, answer, createTestApi, signedInVisitor, Visitor, type TestApi } from "../support";
import { memberAccountSchema } from "@/shared/contracts/member-account";

const harbor = "harbor.localhost:3000";
const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

describe.each(testDbKinds())("activation links on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  const sign = (publicId: string, expires: number, partnerCode = "harbor") =>
    activationSignature(derivedKey("activation"), { partnerCode, publicId, expires });

  const activate = (body: Record<string, unknown>) =>
    send(new Visitor(api, harbor), "POST", "/api/Member/Activate", body);

  it("refuses a public id alone: it is printed in too many places to prove anything", async () => {
    // 403, not a field error: the expiry and signature may come from the link's cookie (0048), and none came.
    const response = await activate({ publicId: "harbor-nonactivated-second" });
    expect(response.status).toBe(403);
  });

  it("refuses a forged, a tampered, another member's and an expired signature", async () => {
    const expires = inADay();
    for (const body of [
      { publicId: "harbor-nonactivated-second", expires, signature: "x".repeat(43) },
      {
        publicId: "harbor-nonactivated-second",
        expires: expires + 1,
        signature: sign("harbor-nonactivated-second", expires),
      },
      {
        publicId: "harbor-nonactivated-second",
        expires,
        signature: sign("harbor-nonactivated-demo", expires),
      },
      {
        publicId: "harbor-nonactivated-second",
        expires,
        signature: sign("harbor-nonactivated-second", expires, "greenleaf"),
      },
      {
        publicId: "harbor-nonactivated-second",
        expires: Math.floor(Date.now() / 1000) - 60,
        signature: sign("harbor-nonactivated-second", Math.floor(Date.now() / 1000) - 60),
      },
    ]) {
      const response = await activate(body);
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(await errorAnswer(response)).toEqual({
        error: "This activation link is not valid or has expired.",
      });
    }
  });

  it("activates with a valid signed link", async () => {
    const expires = inADay();
    const response = await activate({
      publicId: "harbor-nonactivated-second",
      expires,
      signature: sign("harbor-nonactivated-second", expires),
    });
    expect(response.status).toBe(200);
  });

  it("gives members a referral code that is not their public id", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const member = await answer(await visitor.call("/api/Member"), memberAccountSchema);
    expect(member.referralCode).toMatch(/^[0-9a-f]{32}$/);
    expect(member.referralCode).not.toContain(member.publicId);
  });
});
