import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { send } from "../solve-human-check";
import { createTestApi, Visitor, type TestApi } from "../support";

// Password hashing on each sign-in: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(testDbKinds())("server-side sessions on %s", (kind) => {
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
    expect(replay.headers.getSetCookie().some((line) => line.startsWith("rewards_session=") && !/max-age=0/i.test(line))).toBe(
      false,
    );
  });

  it("an idle session is over after the idle timeout, however the cookie is replayed", async () => {
    const visitor = await signIn();
    const sealed = visitor.cookie("rewards_session") ?? "";
    // Twenty minutes without a request.
    await api.testDb.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 20 * 60_000) });
    const replay = new Visitor(api);
    replay.setCookie("rewards_session", sealed);
    expect((await replay.call("/api/Member")).status).toBe(401);
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
    await api.testDb.db.update(sessions).set({ absoluteExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, mine.id));
    expect((await visitor.call("/api/Member")).status).toBe(401);
  });

  it("Sign out of all other devices ends the others and keeps this one", async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const response = await send(laptop, "POST", "/api/Member/Sessions/RevokeOthers", {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);
    expect((await phone.call("/api/Member")).status).toBe(401);
    expect((await laptop.call("/api/Member")).status).toBe(200);
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
});
