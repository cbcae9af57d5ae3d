import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { emailOrPartnerNumberMessage, expiredLinkMessage } from "@/shared/contracts/recover";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";
import { signInResponseSchema } from "@/shared/contracts/sign-in";
import { recoveryLink } from "@/shared/contracts/link-secrets";

const harbor = "harbor.localhost:3000";

async function humanCheck(visitor: Visitor): Promise<string> {
  const challenge = altchaChallengeSchema.parse(
    await (await visitor.call("/api/HumanCheck/challenge")).json(),
  );
  const solution = await solveAltcha(challenge);
  if (!solution) throw new Error("challenge had no solution");
  return solution;
}

async function post(visitor: Visitor, path: string, json: unknown): Promise<Response> {
  const token = await visitor.csrfToken();
  return visitor.call(path, { method: "POST", json, headers: { "x-xsrf-token": token } });
}

describe.each(testDbKinds())("password recovery on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  /** The newest recovery message to `email`: its text and the token of each link in it. */
  async function latestMessageTo(email: string): Promise<{ text: string; tokens: string[] }> {
    const [message] = await api.testDb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.partnerCode, "harbor")))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const text = message?.textBody ?? "";
    const tokens = [...text.matchAll(/http\S+\/recover\/update\?token=([\w-]+)/g)].flatMap((m) => m[1] ?? []);
    return { text, tokens };
  }

  async function latestLinkTo(email: string): Promise<string> {
    const [token] = (await latestMessageTo(email)).tokens;
    if (!token) throw new Error(`No recovery link mailed to ${email}`);
    return token;
  }

  it("mails a single-use link, sets the new password with it, lifts a lockout and ends older sessions", async () => {
    const email = "vip@harbor.example";
    // Signed in elsewhere for 90 days before the reset (a lost phone, a shared computer).
    const elsewhere = new Visitor(api, harbor);
    const remembered = await post(elsewhere, "/api/Members/SignIn", {
      email,
      password: "Harbor-vip-2026",
      rememberMe: true,
    });
    expect(remembered.status).toBe(200);
    expect((await elsewhere.call("/api/Member")).status).toBe(200);
    await api.testDb.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() + 30 * 60_000) })
      .where(eq(members.email, email));
    const visitor = new Visitor(api, harbor);
    const requested = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "VIP@harbor.example",
      gRecaptchaResponse: await humanCheck(visitor),
    });
    expect(requested.status).toBe(202);
    const token = await latestLinkTo(email);

    expect((await visitor.call(`/api/Members/Recover/Token?token=${token}`)).status).toBe(200);
    const mismatch = await post(visitor, "/api/Members/Recover/Update", {
      token,
      password: "Brand-new-2026",
      passwordConfirm: "Brand-new-2027",
    });
    expect(mismatch.status).toBe(400);
    const updated = await post(visitor, "/api/Members/Recover/Update", {
      token,
      password: "Brand-new-2026",
      passwordConfirm: "Brand-new-2026",
    });
    expect(updated.status).toBe(200);

    const again = await post(visitor, "/api/Members/Recover/Update", {
      token,
      password: "Another-one-2026",
      passwordConfirm: "Another-one-2026",
    });
    expect(again.status).toBe(410);
    expect(await errorAnswer(again)).toEqual({ error: expiredLinkMessage });
    expect((await visitor.call(`/api/Members/Recover/Token?token=${token}`)).status).toBe(410);

    const signedInAgain = new Visitor(api, harbor);
    const signIn = await post(signedInAgain, "/api/Members/SignIn", {
      email,
      password: "Brand-new-2026",
    });
    expect(signIn.status).toBe(200);
    expect((await signedInAgain.call("/api/Member")).status).toBe(200);

    // The session from before the reset is over, and its cookies are cleared.
    expect((await elsewhere.call("/api/Member")).status).toBe(401);
    expect(elsewhere.cookie("rewards_session")).toBeUndefined();
    expect(elsewhere.cookie("session_expires_at")).toBeUndefined();
  });

  it("reads the token the link traded for a cookie on arrival, and forgets it once spent (decision 0048)", async () => {
    const email = "optout@harbor.example";
    const visitor = new Visitor(api, harbor);
    const requested = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: email,
      gRecaptchaResponse: await humanCheck(visitor),
    });
    expect(requested.status).toBe(202);
    // What the proxy's exchange sets (lib/server/routing/link-secret-exchange.ts).
    visitor.setCookie(
      recoveryLink.cookie,
      new URLSearchParams({ token: await latestLinkTo(email) }).toString(),
    );
    expect((await visitor.call("/api/Members/Recover/Token")).status).toBe(200);
    const updated = await post(visitor, "/api/Members/Recover/Update", {
      password: "Cookie-borne-2026",
      passwordConfirm: "Cookie-borne-2026",
    });
    expect(updated.status).toBe(200);
    expect(visitor.cookie(recoveryLink.cookie)).toBeUndefined();
    expect((await visitor.call("/api/Members/Recover/Token")).status).toBe(410);
    const withoutLink = await post(new Visitor(api, harbor), "/api/Members/Recover/Update", {
      password: "Cookie-borne-2027",
      passwordConfirm: "Cookie-borne-2027",
    });
    expect(withoutLink.status).toBe(410);
    expect(await errorAnswer(withoutLink)).toEqual({ error: expiredLinkMessage });
  });

  it("answers 202 for an unknown account and mails nothing", async () => {
    const visitor = new Visitor(api, harbor);
    const before = await api.testDb.db.select().from(outboxMessages);
    const response = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "nobody@harbor.example",
      gRecaptchaResponse: await humanCheck(visitor),
    });
    expect(response.status).toBe(202);
    expect(await api.testDb.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it("a newer link retires the older one", async () => {
    const email = "demo@harbor.example";
    const visitor = new Visitor(api, harbor);
    const ask = async () =>
      post(visitor, "/api/Members/Recover", {
        emailOrPartnerNumber: email,
        gRecaptchaResponse: await humanCheck(visitor),
      });
    await ask();
    const first = await latestLinkTo(email);
    // Messages are found by time: the second request must be strictly newer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ask();
    const second = await latestLinkTo(email);
    expect(second).not.toBe(first);
    expect((await visitor.call(`/api/Members/Recover/Token?token=${first}`)).status).toBe(410);
    expect((await visitor.call(`/api/Members/Recover/Token?token=${second}`)).status).toBe(200);
  });

  it("mails one named link per account on a shared email, and each resets only its own account", async () => {
    const email = "shared@harbor.example";
    const visitor = new Visitor(api, harbor);
    const requested = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: email,
      gRecaptchaResponse: await humanCheck(visitor),
    });
    expect(requested.status).toBe(202);
    const { text, tokens } = await latestMessageTo(email);
    expect(tokens).toHaveLength(2);
    // Oldest account first, each link under its holder's name.
    expect(text.indexOf("Sam Marsh:")).toBeGreaterThan(-1);
    expect(text.indexOf("Alex Marsh:")).toBeGreaterThan(text.indexOf("Sam Marsh:"));
    const [, alexToken] = tokens;

    const updated = await post(visitor, "/api/Members/Recover/Update", {
      token: alexToken,
      password: "Alex-fresh-2026",
      passwordConfirm: "Alex-fresh-2026",
    });
    expect(updated.status).toBe(200);

    const signInAs = async (password: string) => {
      const response = await post(new Visitor(api, harbor), "/api/Members/SignIn", { email, password });
      expect(response.status).toBe(200);
      return (await answer(response, signInResponseSchema)).member.publicId;
    };
    expect(await signInAs("Alex-fresh-2026")).toBe("harbor-shared-second");
    expect(await signInAs("Harbor-shared-2026")).toBe("harbor-shared-first");
  });

  it("refuses a missing or replayed human check, and input that is neither email nor number", async () => {
    const visitor = new Visitor(api, harbor);
    const missing = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "demo@harbor.example",
    });
    expect(missing.status).toBe(400);
    const solution = await humanCheck(visitor);
    const first = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "demo@harbor.example",
      gRecaptchaResponse: solution,
    });
    expect(first.status).toBe(202);
    const replayed = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "demo@harbor.example",
      gRecaptchaResponse: solution,
    });
    expect(replayed.status).toBe(400);
    const neither = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "not an email",
      gRecaptchaResponse: await humanCheck(visitor),
    });
    expect(neither.status).toBe(400);
    expect((await errorAnswer(neither)).fields?.emailOrPartnerNumber).toBe(emailOrPartnerNumberMessage);
  });

  it("does not exist for SSO partners", async () => {
    const visitor = new Visitor(api, "skyway.localhost:3000");
    const response = await post(visitor, "/api/Members/Recover", {
      emailOrPartnerNumber: "demo@skyway.example",
      gRecaptchaResponse: "x",
    });
    expect(response.status).toBe(404);
  });
});
