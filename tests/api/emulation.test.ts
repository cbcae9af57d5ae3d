import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { testDbKinds } from "@/backend/db/testing";
import {
  emulationPath,
  emulationSignature,
  newEmulationGrant,
  type EmulationGrant,
} from "@/backend/security/emulation-signature";
import { derivedKey } from "@/backend/security/secrets";
import { emulationCredentialRefusal, emulationLinkResponseSchema } from "@/shared/contracts/emulation";
import { memberSchema } from "@/shared/contracts/member";
import { answer, createTestApi, errorAnswer, signedInVisitor, Visitor, type TestApi } from "./support";

const settings: { adminOrigin: string | undefined; operationsToken: string } = vi.hoisted(() => ({
  adminOrigin: "https://admin.example",
  operationsToken: "operations-token-for-tests-0123456789",
}));
vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  const base = actual.parseEnv({ ...process.env, OPERATIONS_TOKEN: settings.operationsToken });
  return { ...actual, env: () => ({ ...base, ADMIN_ORIGIN: settings.adminOrigin }) };
});

const harbor = "harbor.localhost:3000";
const key = () => derivedKey("emulation");
const link = (grant: EmulationGrant) => emulationPath(key(), grant);

function setCookieLine(response: Response, name: string): string {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? "";
}

describe.each(testDbKinds())("emulation mode on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("starts an emulated session from a signed link and opens the member's account", async () => {
    const visitor = new Visitor(api, harbor);
    const response = await visitor.call(link(newEmulationGrant("harbor", "harbor-demo-member")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account/overview");
    // The admin tool frames the site from another site: the session's cookies must reach it there.
    expect(setCookieLine(response, "rewards_session")).toMatch(/SameSite=None/i);
    expect(setCookieLine(response, "rewards_session")).toMatch(/Secure/i);
    expect(setCookieLine(response, "rewards_session")).toMatch(/Partitioned/i);
    expect(setCookieLine(response, "rewards_emulation")).not.toMatch(/HttpOnly/i);
    const member = memberSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(member).toMatchObject({ publicId: "harbor-demo-member", firstName: "Dana" });
  });

  it("refuses a link a second time (single use)", async () => {
    const path = link(newEmulationGrant("harbor", "harbor-demo-member"));
    expect((await new Visitor(api, harbor).call(path)).status).toBe(302);
    const again = await new Visitor(api, harbor).call(path);
    expect(again.status).toBe(403);
    expect((await errorAnswer(again)).error).toMatch(/already used/);
  });

  it("refuses an expired, a tampered, a long-lived and a foreign-partner link", async () => {
    const now = Date.now();
    const expired = { ...newEmulationGrant("harbor", "harbor-demo-member", now - 10 * 60_000) };
    const tampered = newEmulationGrant("harbor", "harbor-demo-member");
    const tamperedPath = link(tampered).replace("harbor-demo-member", "harbor-vip-member");
    const longLived = {
      ...newEmulationGrant("harbor", "harbor-demo-member"),
      expires: Math.floor(now / 1000) + 86_400,
    };
    const otherPartner = newEmulationGrant("skyway", "harbor-demo-member");
    for (const path of [link(expired), tamperedPath, link(longLived), link(otherPartner)]) {
      const visitor = new Visitor(api, harbor);
      const response = await visitor.call(path);
      expect(response.status).toBe(403);
      expect((await errorAnswer(response)).error).toMatch(/not valid or has expired/);
      expect(visitor.cookie("rewards_session")).toBeUndefined();
    }
  });

  it("answers bad links with a clear 400, never a 500", async () => {
    const grant = newEmulationGrant("harbor", "harbor-demo-member");
    const response = await new Visitor(api, harbor).call(
      `/api/emulation/start?public_id=${encodeURIComponent("<x>")}&expires=abc&nonce=${grant.nonce}&signature=${emulationSignature(key(), grant)}`,
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await errorAnswer(response)).fields ?? {})).toEqual(
      expect.arrayContaining(["public_id", "expires"]),
    );
  });

  it("refuses every credential change in an emulated session, on the server", async () => {
    const visitor = new Visitor(api, harbor);
    await visitor.call(link(newEmulationGrant("harbor", "harbor-demo-member")));
    const headers = { "x-xsrf-token": await visitor.csrfToken() };
    const writes = [
      visitor.call("/api/Member/Email", { method: "PUT", json: { email: "new@harbor.example" }, headers }),
      visitor.call("/api/Member/Cards?id=00000000-0000-4000-8000-000000000000", {
        method: "DELETE",
        headers,
      }),
      visitor.call("/api/Member/Cards", { method: "POST", json: { creditCards: [] }, headers }),
      visitor.call("/api/Member/Sessions/RevokeOthers", { method: "POST", headers }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(await errorAnswer(response)).toEqual({ error: emulationCredentialRefusal });
    }
    // Reading still works: the point of emulation is to see what the member sees.
    expect((await visitor.call("/api/Member/Cards")).status).toBe(200);
  });

  it("leaves a member's own session free to change credentials", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const response = await visitor.call("/api/Member/Sessions/RevokeOthers", {
      method: "POST",
      headers: { "x-xsrf-token": await visitor.csrfToken() },
    });
    expect(response.status).toBe(200);
  });

  it("mints links for the admin tool's backend with the operations token only", async () => {
    const body = { partnerCode: "harbor", publicId: "harbor-demo-member" };
    const refused = await api.app.request("/api/Operations/EmulationLinks", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(refused.status).toBe(401);
    const minted = await api.app.request("/api/Operations/EmulationLinks", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.operationsToken}` },
      body: JSON.stringify(body),
    });
    expect(minted.status).toBe(200);
    const { path, expiresAt } = await answer(minted, emulationLinkResponseSchema);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect((await new Visitor(api, harbor).call(path)).status).toBe(302);
  });

  it("is off without ADMIN_ORIGIN", async () => {
    settings.adminOrigin = undefined;
    try {
      const response = await new Visitor(api, harbor).call(
        link(newEmulationGrant("harbor", "harbor-demo-member")),
      );
      expect(response.status).toBe(404);
    } finally {
      settings.adminOrigin = "https://admin.example";
    }
  });
});
