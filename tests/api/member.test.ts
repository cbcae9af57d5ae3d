import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { memberSchema } from "@/shared/contracts/member";
import { errorAnswer, createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";

describe.each(testDbKinds())("GET /api/Member on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await new Visitor(api).call("/api/Member");
    expect(response.status).toBe(401);
    expect(await errorAnswer(response)).toEqual({ error: "Sign in to continue" });
  });

  it("answers the signed-in member and slides the expiry cookie", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const response = await visitor.call("/api/Member");
    expect(response.status).toBe(200);
    const member = memberSchema.parse(await response.json());
    expect(member).toMatchObject({ firstName: "Dana", tierLevel: 2, publicId: "harbor-demo-member" });
    const expires = Number(visitor.cookie("session_expires_at"));
    expect(expires).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("answers a non-card member's type", async () => {
    const visitor = await signedInVisitor(api, "nocard@skyway.example", "skyway.localhost:3000");
    const member = memberSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(member.memberType).toBe("NonCardMember");
  });

  it("does not let a session cross to another partner", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example", "skyway.localhost:3000");
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("signs out: both cookies cleared and the member gone", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    await visitor.call("/api/Member");
    const signOut = await visitor.call("/api/SignOut");
    expect(signOut.status).toBe(200);
    expect(visitor.cookie("rewards_session")).toBeUndefined();
    expect(visitor.cookie("session_expires_at")).toBeUndefined();
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("stays signed out when an answer sent before the sign-out sets the session cookie again", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    // The member fetch that was on its way: its answer slides the session and re-sets the cookie.
    const inFlight = await visitor.call("/api/Member");
    const lateCookie = inFlight.headers.getSetCookie().find((line) => line.startsWith("rewards_session="));
    expect(lateCookie).toBeDefined();
    await visitor.call("/api/SignOut");
    visitor.setCookie("rewards_session", (lateCookie ?? "").split(";")[0]?.split("=")[1] ?? "");
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("a sign-in after a sign-out in the same browser holds", async () => {
    const visitor = new Visitor(api);
    await visitor.call("/api/SignOut");
    expect(visitor.cookie("rewards_signed_out_at")).toBeDefined();
    const token = await visitor.csrfToken();
    const signIn = await visitor.call("/api/Members/SignIn", {
      method: "POST",
      json: { email: "demo@harbor.example", password: "Harbor-demo-2026" },
      headers: { "x-xsrf-token": token, [peerAddressHeader]: "198.51.200.7" },
    });
    expect(signIn.status).toBe(200);
    expect((await visitor.call("/api/Member")).status).toBe(200);
  });
});
