import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { signInAttemptsBeforeLockout } from "@/shared/constants";
import {
  invalidCredentialsMessage,
  lockedOutErrorSchema,
  signInResponseSchema,
} from "@/shared/contracts/sign-in";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";

let ipCounter = 0;
/** Each case signs in from its own address, so the per-IP limit of one case never spills into another. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { [peerAddressHeader]: `203.0.113.${ipCounter}` };
}

async function signIn(
  visitor: Visitor,
  body: Record<string, unknown>,
  headers: Record<string, string> = freshIp(),
): Promise<Response> {
  const token = await visitor.csrfToken();
  return visitor.call("/api/Members/SignIn", {
    method: "POST",
    json: body,
    headers: { "x-xsrf-token": token, ...headers },
  });
}

// PostgreSQL too: sessions and rate limits: failures counted before the password check.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("POST /api/Members/SignIn on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("signs a member in whatever the email's case, starting a 15-minute session", async () => {
    const visitor = new Visitor(api);
    const response = await signIn(visitor, { email: " Demo@Harbor.example ", password: "Harbor-demo-2026" });
    expect(response.status).toBe(200);
    const { member } = await answer(response, signInResponseSchema);
    expect(member).toMatchObject({ publicId: "harbor-demo-member", firstName: "Dana" });
    const expires = Number(visitor.cookie("session_expires_at"));
    expect(expires).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(expires).toBeLessThan(Date.now() + 16 * 60_000);
    expect((await visitor.call("/api/Member")).status).toBe(200);
  });

  it("keeps a remembered member signed in for 90 days", async () => {
    const visitor = new Visitor(api);
    const response = await signIn(visitor, {
      email: "vip@harbor.example",
      password: "Harbor-vip-2026",
      rememberMe: true,
    });
    expect(response.status).toBe(200);
    expect(Number(visitor.cookie("session_expires_at"))).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const wrong = await signIn(new Visitor(api), { email: "new@harbor.example", password: "nope-nope" });
    const unknown = await signIn(new Visitor(api), { email: "nobody@harbor.example", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await errorAnswer(wrong)).toEqual({ error: invalidCredentialsMessage });
    expect(await errorAnswer(unknown)).toEqual({ error: invalidCredentialsMessage });
  });

  it("locks an account after repeated wrong passwords, refusing even the right one", async () => {
    const email = "demo@greenleaf.example";
    const host = "greenleaf.localhost:3000";
    for (let attempt = 1; attempt < signInAttemptsBeforeLockout; attempt += 1) {
      const response = await signIn(new Visitor(api, host), { email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    const locking = await signIn(new Visitor(api, host), { email, password: "wrong-last" });
    expect(locking.status).toBe(403);
    const body = lockedOutErrorSchema.parse(await locking.json());
    const minutes = (Date.parse(body.lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const right = await signIn(new Visitor(api, host), { email, password: "Greenleaf-demo-2026" });
    expect(right.status).toBe(403);

    // When the lock has run out, the right password works again and the count starts over.
    await api.testDb.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.email, email));
    const after = await signIn(new Visitor(api, host), { email, password: "Greenleaf-demo-2026" });
    expect(after.status).toBe(200);
    const [row] = await api.testDb.db.select().from(members).where(eq(members.email, email));
    expect(row?.failedSignIns).toBe(0);
    expect(row?.lockedUntil).toBeNull();
  });

  it("tells accounts that share an email apart by their passwords, and says the email needs updating", async () => {
    const first = await signIn(new Visitor(api), {
      email: "shared@harbor.example",
      password: "Harbor-shared-2026",
    });
    const second = await signIn(new Visitor(api), {
      email: "Shared@Harbor.example",
      password: "Harbor-shared-2027",
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(signInResponseSchema.parse(await first.json()).member).toMatchObject({
      publicId: "harbor-shared-first",
      email: "shared@harbor.example",
      emailUpdateRequired: true,
    });
    expect(signInResponseSchema.parse(await second.json()).member).toMatchObject({
      publicId: "harbor-shared-second",
      emailUpdateRequired: true,
    });

    const demo = await signIn(new Visitor(api), {
      email: "demo@harbor.example",
      password: "Harbor-demo-2026",
    });
    expect(signInResponseSchema.parse(await demo.json()).member.emailUpdateRequired).toBe(false);
  });

  it("counts a password matching no shared account against each, and locks only when all are locked", async () => {
    const email = "shared@harbor.example";
    const wrong = await signIn(new Visitor(api), { email, password: "neither-of-them" });
    expect(wrong.status).toBe(401);
    expect(await errorAnswer(wrong)).toEqual({ error: invalidCredentialsMessage });
    const rows = await api.testDb.db.select().from(members).where(eq(members.email, email));
    expect(rows.map((row) => row.failedSignIns)).toEqual([1, 1]);

    // One account locked: its own password is refused, the other's still signs the other in.
    await api.testDb.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(members.publicId, "harbor-shared-first"));
    const lockedOne = await signIn(new Visitor(api), { email, password: "Harbor-shared-2026" });
    expect(lockedOne.status).toBe(403);
    expect(lockedOutErrorSchema.parse(await lockedOne.json()).code).toBe("locked");
    const openOne = await signIn(new Visitor(api), { email, password: "Harbor-shared-2027" });
    expect(openOne.status).toBe(200);
    // A wrong password while one is locked is simply wrong: the other account is still open.
    expect((await signIn(new Visitor(api), { email, password: "neither-again" })).status).toBe(401);

    await api.testDb.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(members.email, email));
    expect((await signIn(new Visitor(api), { email, password: "neither-at-all" })).status).toBe(403);

    await api.testDb.db
      .update(members)
      .set({ lockedUntil: null, failedSignIns: 0 })
      .where(eq(members.email, email));
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    // Every attempt here is a wrong password, so the tighter cap on failures per address (10)
    // answers before the limit on all attempts (20) would.
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await signIn(
        new Visitor(api),
        { email: `guess-${i}@harbor.example`, password: "x" },
        address,
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers 429 past the per-account limit even from many addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await signIn(new Visitor(api), { email: "nobody-else@harbor.example", password: "x" });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("validates the body with field messages", async () => {
    const response = await signIn(new Visitor(api), { email: "", password: "" });
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(body.fields).toMatchObject({
      email: "This field is required.",
      password: "This field is required.",
    });
  });

  it("refuses a call without the CSRF token", async () => {
    const visitor = new Visitor(api);
    const response = await visitor.call("/api/Members/SignIn", {
      method: "POST",
      json: { email: "demo@harbor.example", password: "Harbor-demo-2026" },
    });
    expect(response.status).toBe(403);
    expect(visitor.cookie("rewards_session")).toBeUndefined();
  });

  it("does not exist for SSO partners or partners without enrollment", async () => {
    for (const host of ["skyway.localhost:3000", "roadtrip.localhost:3000"]) {
      const response = await signIn(new Visitor(api, host), { email: "demo@skyway.example", password: "x" });
      expect(response.status).toBe(404);
    }
  });
});
