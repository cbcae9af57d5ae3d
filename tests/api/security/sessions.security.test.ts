import { and, eq, gt, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { members, passwordResetTokens, sessions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { newResetToken } from "@/backend/services/recovery/reset-tokens";
import { send } from "../solve-human-check";
import { answer, createTestApi, Visitor, type TestApi } from "../support";
import { revokeOtherSessionsResponseSchema } from "@/shared/contracts/sessions";

// Password hashing on each sign-in: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// PostgreSQL too: sessions: server-side session rows.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("server-side sessions on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function signIn(rememberMe = false): Promise<Visitor> {
    const visitor = new Visitor(api);
    const response = await send(visitor, "POST", "/api/Members/SignIn", {
      email: "demo@harbor.example",
      password: "Harbor-demo-2026",
      rememberMe,
    });
    expect(response.status).toBe(200);
    return visitor;
  }

  /** A Set-Cookie line that sets `name` (rather than clearing it). */
  function isLiveCookie(line: string, name: string): boolean {
    return line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`) && !/max-age=0/i.test(line);
  }

  /** Another browser holding a copy of this one's session cookie. */
  function copyOf(visitor: Visitor): Visitor {
    const copy = new Visitor(api);
    copy.setCookie("rewards_session", visitor.cookie("rewards_session") ?? "");
    return copy;
  }

  it("a copied cookie stops working once its owner signs out", async () => {
    const visitor = await signIn();
    const copy = copyOf(visitor);
    expect((await copy.call("/api/Member")).status).toBe(200);
    expect((await visitor.call("/api/SignOut")).status).toBe(200);
    const replay = await copy.call("/api/Member");
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie().some((line) => isLiveCookie(line, "rewards_session"))).toBe(false);
  });

  it("an idle session is over after the idle timeout, however the cookie is replayed", async () => {
    const visitor = await signIn();
    const sealed = visitor.cookie("rewards_session") ?? "";
    // Twenty minutes without a request.
    await api.testDb.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 20 * 60_000) })
      .where(isNull(sessions.revokedAt));
    const replay = new Visitor(api);
    replay.setCookie("rewards_session", sealed);
    const answer = await replay.call("/api/Member");
    expect(answer.status).toBe(401);
    // No fresh cookie for an expired one: nothing to carry on with.
    expect(answer.headers.getSetCookie().some((line) => isLiveCookie(line, "rewards_session"))).toBe(false);
    expect(answer.headers.getSetCookie().some((line) => isLiveCookie(line, "session_expires_at"))).toBe(
      false,
    );
  });

  it("replays never move the absolute expiry, and the readable expiry never passes it", async () => {
    const visitor = await signIn(true);
    const [row] = await api.testDb.db.select().from(sessions).orderBy(sessions.createdAt);
    expect(row).toBeDefined();
    const all = await api.testDb.db.select().from(sessions);
    const mine = all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!mine) throw new Error("no session row");
    const absolute = mine.absoluteExpiresAt.getTime();
    expect(absolute - mine.createdAt.getTime()).toBe(90 * 86_400_000);
    for (let i = 0; i < 3; i += 1) {
      const response = await visitor.call("/api/Member");
      expect(response.status).toBe(200);
      expect(Number(visitor.cookie("session_expires_at"))).toBeLessThanOrEqual(absolute);
    }
    const [after] = await api.testDb.db.select().from(sessions).where(eq(sessions.id, mine.id));
    expect(after?.absoluteExpiresAt.getTime()).toBe(absolute);
    // Past its absolute expiry the session is over, even in use a second ago.
    await api.testDb.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, mine.id));
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("Sign out of all other devices ends the others and keeps this one", async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const response = await send(laptop, "POST", "/api/Member/Sessions/RevokeOthers", {});
    expect(response.status).toBe(200);
    expect((await answer(response, revokeOtherSessionsResponseSchema)).revoked).toBeGreaterThanOrEqual(1);
    expect((await phone.call("/api/Member")).status).toBe(401);
    expect((await laptop.call("/api/Member")).status).toBe(200);
  });

  function liveRowsOf(memberId: string) {
    return api.testDb.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.absoluteExpiresAt, new Date()),
        ),
      );
  }

  it("a new password from the recovery link revokes every session row of the member", async () => {
    const visitor = await signIn(true);
    const other = await signIn();
    const [member] = await api.testDb.db
      .select()
      .from(members)
      .where(eq(members.email, "demo@harbor.example"));
    if (!member) throw new Error("no demo member");
    // The link the recovery mail would carry (mailing it is tested in recover.test.ts).
    const { token, tokenHash } = newResetToken();
    await api.testDb.db.insert(passwordResetTokens).values({
      partnerCode: "harbor",
      memberId: member.id,
      tokenHash,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await liveRowsOf(member.id)).length).toBeGreaterThanOrEqual(2);
    const stranger = new Visitor(api);
    const updated = await send(stranger, "POST", "/api/Members/Recover/Update", {
      token,
      password: "Harbor-demo-2026",
      passwordConfirm: "Harbor-demo-2026",
    });
    expect(updated.status).toBe(200);
    // Rows other cases left past their absolute expiry are over already; none still live.
    expect(await liveRowsOf(member.id)).toEqual([]);
    expect((await visitor.call("/api/Member")).status).toBe(401);
    expect((await other.call("/api/Member")).status).toBe(401);
  });

  it("a cross-site request to sign out signs nobody out", async () => {
    const visitor = await signIn();
    const response = await visitor.call("/api/SignOut", { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(403);
    expect((await visitor.call("/api/Member")).status).toBe(200);
    const foreignOrigin = await visitor.call("/api/SignOut", { headers: { origin: "https://evil.example" } });
    expect(foreignOrigin.status).toBe(403);
    expect((await visitor.call("/api/Member")).status).toBe(200);
    const sameOrigin = await visitor.call("/api/SignOut", { headers: { "sec-fetch-site": "same-origin" } });
    expect(sameOrigin.status).toBe(200);
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("a sibling subdomain's image tag (same-site, not same-origin) signs nobody out", async () => {
    const visitor = await signIn();
    const sibling = await visitor.call("/api/SignOut", { headers: { "sec-fetch-site": "same-site" } });
    expect(sibling.status).toBe(403);
    expect((await visitor.call("/api/Member")).status).toBe(200);
    // A browser without Sec-Fetch-Site that names the sibling as its origin is refused too.
    const siblingOrigin = await visitor.call("/api/SignOut", {
      headers: { origin: "http://blog.harbor.localhost:3000" },
    });
    expect(siblingOrigin.status).toBe(403);
    expect((await visitor.call("/api/Member")).status).toBe(200);
    // No header at all (a server, a typed address in an old browser) still signs out.
    expect((await visitor.call("/api/SignOut")).status).toBe(200);
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });
});

// The sign-out page (app/[partner]/SignOut): a link from another site gets a question, not a
// sign-out. Neither case below reaches the database (no session cookie is sent).
describe("the /SignOut page", () => {
  const params = Promise.resolve({ partner: "harbor" });

  it("answers another site's link, or a sibling subdomain's, with a page whose button posts back here, clearing nothing", async () => {
    const { GET } = await import("@/app/[partner]/SignOut/route");
    for (const site of ["cross-site", "same-site"]) {
      const response = await GET(
        new Request("http://harbor.localhost:3000/SignOut", { headers: { "sec-fetch-site": site } }),
        { params },
      );
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toContain('<form method="post" action="/SignOut">');
      expect(html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/);
    }
  });

  it("signs out a same-origin or typed visit at once and goes home", async () => {
    const { GET } = await import("@/app/[partner]/SignOut/route");
    for (const site of ["same-origin", "none"]) {
      const response = await GET(
        new Request("http://harbor.localhost:3000/SignOut", { headers: { "sec-fetch-site": site } }),
        { params },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.getSetCookie().some((line) => line.startsWith("rewards_signed_out_at="))).toBe(
        true,
      );
    }
  });
});
