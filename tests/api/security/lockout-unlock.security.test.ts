import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { members, outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { signInAttemptsBeforeLockout } from "@/shared/constants";
import { lockedOutErrorSchema } from "@/shared/contracts/sign-in";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { send, solveHumanCheck } from "../solve-human-check";
import { createTestApi, Visitor, type TestApi } from "../support";

// Password hashing on every attempt: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** The long-lived cookie a successful sign-in leaves in the browser. */
const deviceCookie = "rewards_device";
const password = "Right-password-1";

let addressCounter = 0;
function freshAddress(): Record<string, string> {
  addressCounter += 1;
  return {
    [peerAddressHeader]: `198.19.${String(Math.floor(addressCounter / 250))}.${String(addressCounter % 250)}`,
  };
}

/** A locked answer as the browser reads it, with the hint that this browser may pass the lock. */
const lockedAnswerSchema = lockedOutErrorSchema.extend({ passWithHumanCheck: z.literal(true).optional() });

// PostgreSQL too: rate limits: ending a lockout.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("ending a lockout on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function newMember(): Promise<string> {
    const email = `unlock.${randomUUID().slice(0, 12)}@example.com`;
    const visitor = new Visitor(api);
    const response = await send(visitor, "POST", "/api/Members/Prospects", {
      firstName: "Una",
      lastName: "Lock",
      email,
      password,
      passwordConfirm: password,
      zipCode: "10036",
      termsAccepted: true,
      gRecaptchaResponse: await solveHumanCheck(visitor),
    });
    expect(response.status).toBe(201);
    return email;
  }

  function signIn(
    visitor: Visitor,
    email: string,
    given: string,
    extra: { gRecaptchaResponse?: string } = {},
  ): Promise<Response> {
    return send(
      visitor,
      "POST",
      "/api/Members/SignIn",
      { email, password: given, rememberMe: false, ...extra },
      freshAddress(),
    );
  }

  /** A guesser locks the account with wrong passwords, each from an address of its own. */
  async function lockOut(email: string): Promise<void> {
    let last: Response | undefined;
    for (let i = 0; i < signInAttemptsBeforeLockout; i += 1) {
      last = await signIn(new Visitor(api), email, `Wrong-password-${String(i)}`);
      if (i < signInAttemptsBeforeLockout - 1) await last.body?.cancel();
    }
    expect(last?.status).toBe(403);
  }

  /** The newest message to `email`, waited for: the lockout mail leaves after the answer. */
  async function mailTo(email: string, waitMs = 10_000) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [message] = await api.testDb.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.partnerCode, "harbor")))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      if (message || Date.now() > deadline) return message;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function unlockLinkTo(email: string): Promise<string> {
    const message = await mailTo(email);
    const link = /https?:\/\/\S+\/api\/Members\/Unlock\?\S+/.exec(message?.textBody ?? "")?.[0];
    if (!link) throw new Error(`No unlock link mailed to ${email}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  it("mails the owner of an account a guesser locked a link that ends the lock, once", async () => {
    const email = await newMember();
    await lockOut(email);
    const message = await mailTo(email);
    expect(message?.subject).toContain("Harbor");
    expect(message?.textBody).toMatch(/^Hi Una,/);
    const link = await unlockLinkTo(email);

    const visitor = new Visitor(api);
    const unlocked = await visitor.call(link);
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.get("location")).toBe("/login?unlocked=1");
    expect(unlocked.headers.get("cache-control")).toBe("no-store");
    expect((await signIn(new Visitor(api), email, password)).status).toBe(200);

    // Locked again later: the spent link ends nothing.
    await api.testDb.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() + 30 * 60_000) })
      .where(eq(members.email, email));
    const spent = await visitor.call(link);
    expect(spent.status).toBe(303);
    expect(spent.headers.get("location")).toBe("/login?unlocked=0");
    expect((await signIn(new Visitor(api), email, password)).status).toBe(403);
  });

  it("unlocks nothing with a link whose signature, member or lock was changed, nor with a malformed one", async () => {
    const email = await newMember();
    const other = await newMember();
    await lockOut(email);
    const link = new URL(await unlockLinkTo(email), "http://harbor.localhost:3000");
    const [otherRow] = await api.testDb.db.select().from(members).where(eq(members.email, other));
    const altered = (name: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(name, value);
      return `${url.pathname}${url.search}`;
    };
    const sig = link.searchParams.get("sig") ?? "";
    const attempts = [
      altered("sig", `${sig.slice(0, -2)}AA`),
      altered("id", otherRow?.publicId ?? "x"),
      altered("until", String(Number(link.searchParams.get("until")) + 60_000)),
      "/api/Members/Unlock",
      "/api/Members/Unlock?id=&until=abc&sig=%00",
      `/api/Members/Unlock?id=${"x".repeat(5000)}&until=1&sig=y`,
    ];
    for (const attempt of attempts) {
      const response = await new Visitor(api).call(attempt);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/login?unlocked=0");
    }
    expect((await signIn(new Visitor(api), email, password)).status).toBe(403);
  });

  it("mails nobody when the locked email has no account, and answers exactly as for a member", async () => {
    const nobody = `nobody.${randomUUID().slice(0, 12)}@example.com`;
    const email = await newMember();
    const answers: unknown[] = [];
    for (const address of [nobody, email]) {
      const steps: unknown[] = [];
      for (let i = 0; i < signInAttemptsBeforeLockout; i += 1) {
        const response = await signIn(new Visitor(api), address, `Wrong-password-${String(i)}`);
        const body = z.record(z.string(), z.unknown()).parse(await response.json());
        steps.push({ status: response.status, keys: Object.keys(body).sort(), code: body.code });
      }
      answers.push(steps);
    }
    expect(answers[0]).toEqual(answers[1]);
    // The member's mail went out; by then the one for the unknown email would have too.
    expect(await mailTo(email)).toBeDefined();
    expect(await mailTo(nobody, 0)).toBeUndefined();
  });

  it("lets a browser that signed in before pass the lock with the right password and a human check", async () => {
    const email = await newMember();
    const phone = new Visitor(api);
    const first = await signIn(phone, email, password);
    expect(first.status).toBe(200);
    const cookieLine = first.headers.getSetCookie().find((line) => line.startsWith(`${deviceCookie}=`)) ?? "";
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookieLine)?.[1])).toBeGreaterThan(180 * 86_400);
    // The cookie names nobody: no email, no public id.
    const [row] = await api.testDb.db.select().from(members).where(eq(members.email, email));
    expect(cookieLine).not.toContain(row?.publicId ?? "?");
    expect(cookieLine).not.toContain(row?.id ?? "?");

    await lockOut(email);
    const withoutCheck = await signIn(phone, email, password);
    expect(withoutCheck.status).toBe(403);
    expect(lockedAnswerSchema.parse(await withoutCheck.json()).passWithHumanCheck).toBe(true);
    const withCheck = await signIn(phone, email, password, {
      gRecaptchaResponse: await solveHumanCheck(phone),
    });
    expect(withCheck.status).toBe(200);
    expect((await phone.call("/api/Member")).status).toBe(200);
    // The lock still holds for every other browser.
    expect((await signIn(new Visitor(api), email, password)).status).toBe(403);
  });

  it("keeps locked a browser without the device cookie, with another account's or a forged one, or with a wrong password", async () => {
    const email = await newMember();
    const other = await newMember();
    const phone = new Visitor(api);
    expect((await signIn(phone, email, password)).status).toBe(200);
    const neighbour = new Visitor(api);
    expect((await signIn(neighbour, other, password)).status).toBe(200);
    await lockOut(email);

    const forged = new Visitor(api);
    forged.setCookie(deviceCookie, "A".repeat(43));
    // Ten attempts on the account in all: its own limit (ten in 15 minutes) is not what answers.
    for (const browser of [new Visitor(api), neighbour, forged]) {
      const answer = await signIn(browser, email, password, {
        gRecaptchaResponse: await solveHumanCheck(browser),
      });
      expect(answer.status).toBe(403);
      // Nothing tells these browsers that a human check would help.
      expect(lockedAnswerSchema.parse(await answer.json()).passWithHumanCheck).toBeUndefined();
    }
    const wrong = await signIn(phone, email, "Wrong-password-9", {
      gRecaptchaResponse: await solveHumanCheck(phone),
    });
    expect(wrong.status).toBe(403);
  });
});
