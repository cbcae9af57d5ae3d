import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { verifyPassword } from "@/backend/services/members/password-hash";
import { formMessages } from "@/shared/contracts/form-messages";
import { memberSchema } from "@/shared/contracts/member";
import { freshIp, send, solveHumanCheck } from "./solve-human-check";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi, memberRow } from "./support";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { validateEmailResponseSchema } from "@/shared/contracts/known-member";
import { z } from "zod";

// Each case solves proof-of-work human checks and hashes passwords: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const harbor = "harbor.localhost:3000";
let counter = 0;

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    firstName: "Pat",
    lastName: "Quinn",
    email: `pat.${counter}@example.com`,
    password: "Dining-2026!",
    passwordConfirm: "Dining-2026!",
    zipCode: "10036",
    termsAccepted: true,
    ...overrides,
  };
}

async function signUp(visitor: Visitor, body: Record<string, unknown>, headers?: Record<string, string>) {
  const gRecaptchaResponse = await solveHumanCheck(visitor);
  return send(visitor, "POST", "/api/Members/Prospects", { ...body, gRecaptchaResponse }, headers);
}

// PostgreSQL too: sign-ups at once: a lost race on the unique index.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("POST /api/Members/Prospects on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  const row = (email: string) => memberRow(api, email);

  it("creates a non-card member at tier 0, stores referral values and starts a session", async () => {
    const visitor = new Visitor(api, harbor);
    const response = await signUp(
      visitor,
      form({
        email: " New.Member@Example.com ",
        partnerNumber: "12345678",
        phoneNumber: "(212) 555-0100",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "spring",
        utmTerm: "dining",
        utmContent: "hero",
        source: "home",
        publicId: "harbor-demo-member",
      }),
    );
    expect(response.status).toBe(201);
    const { member: parsed } = await answer(response, z.object({ member: memberSchema }));
    expect(parsed).toMatchObject({
      email: "new.member@example.com",
      memberType: "NonCardMember",
      tierLevel: 0,
      interfaceType: "direct",
      active: true,
      hasWebProfile: true,
    });
    expect(parsed.publicId).toMatch(/^harbor-[a-z2-7]{16}$/);
    const expires = Number(visitor.cookie("session_expires_at"));
    expect(expires).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(expires).toBeLessThan(Date.now() + 16 * 60_000);
    const me = await visitor.call("/api/Member");
    expect(me.status).toBe(200);
    expect((await answer(me, memberAccountSchema)).publicId).toBe(parsed.publicId);

    const stored = await row("new.member@example.com");
    expect(stored).toMatchObject({
      partnerNumber: "12345678",
      phoneNumber: "2125550100",
      smsOptIn: true,
      emailOptIn: false,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "dining",
      utmContent: "hero",
      source: "home",
      referrer: "harbor-demo-member",
      zipCode: "10036",
    });
    expect(stored.passwordHash).not.toContain("Dining-2026!");
    expect(await verifyPassword("Dining-2026!", stored.passwordHash ?? "")).toBe(true);
  });

  it("refuses an email already in use, whatever its case", async () => {
    const response = await signUp(new Visitor(api, harbor), form({ email: "DEMO@Harbor.Example" }));
    expect(response.status).toBe(400);
    expect(await errorAnswer(response)).toEqual({
      error: "Invalid request",
      fields: { email: formMessages.emailInUse },
    });
  });

  it("allows the same email at another partner", async () => {
    const response = await signUp(
      new Visitor(api, "greenleaf.localhost:3000"),
      form({ email: "demo@harbor.example" }),
    );
    expect(response.status).toBe(201);
  });

  it("refuses a partner number already in use, and tells both problems at once", async () => {
    const first = await signUp(new Visitor(api, harbor), form({ partnerNumber: "55501234" }));
    expect(first.status).toBe(201);
    const second = await signUp(
      new Visitor(api, harbor),
      form({ email: "demo@harbor.example", partnerNumber: "55501234" }),
    );
    expect(second.status).toBe(400);
    expect((await errorAnswer(second)).fields).toEqual({
      email: formMessages.emailInUse,
      partnerNumber: formMessages.partnerNumberInUse,
    });
  });

  it("maps a lost race on the unique index to the field error", async () => {
    const email = `race.${Date.now()}@example.com`;
    const responses = await Promise.all([
      signUp(new Visitor(api, harbor), form({ email })),
      signUp(new Visitor(api, harbor), form({ email })),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400]);
    const loser = responses.find((r) => r.status === 400);
    if (!loser) throw new Error("Neither sign-up was refused");
    expect((await errorAnswer(loser)).fields?.email).toBe(formMessages.emailInUse);
  });

  it("refuses a password containing the partner number", async () => {
    const response = await signUp(
      new Visitor(api, harbor),
      form({ partnerNumber: "87654321", password: "x87654321x", passwordConfirm: "x87654321x" }),
    );
    expect(response.status).toBe(400);
    expect((await errorAnswer(response)).fields?.password).toBe(formMessages.passwordContainsPartnerNumber);
  });

  it("truncates passwords to 56 characters before hashing", async () => {
    const long = `${"a".repeat(56)}IGNORED`;
    const body = form({ password: long, passwordConfirm: `${"a".repeat(56)}different` });
    const response = await signUp(new Visitor(api, harbor), body);
    expect(response.status).toBe(201);
    const stored = await row(String(body.email));
    expect(await verifyPassword("a".repeat(56), stored.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword(long, stored.passwordHash ?? "")).toBe(false);
  });

  it("derives smsOptIn: smsOptInV2 when given, else true when a phone is given", async () => {
    const cases = [
      { phoneNumber: "2125550101", smsOptInV2: false, expected: false },
      { phoneNumber: "2125550102", smsOptInV2: true, expected: true },
      { phoneNumber: "2125550103", expected: true },
      { expected: false },
    ];
    for (const { expected, ...fields } of cases) {
      const body = form(fields);
      const response = await signUp(new Visitor(api, harbor), body);
      expect(response.status).toBe(201);
      expect({ fields, smsOptIn: (await row(String(body.email))).smsOptIn }).toEqual({
        fields,
        smsOptIn: expected,
      });
    }
  });

  it("starts a member who opts in to emails at the opted-in tier, and one who does not at tier 0", async () => {
    const optedIn = form({ emailOptIn: true });
    expect((await signUp(new Visitor(api, harbor), optedIn)).status).toBe(201);
    expect(await row(String(optedIn.email))).toMatchObject({ emailOptIn: true, tierLevel: 2 });

    const unticked = form({ emailOptIn: false });
    expect((await signUp(new Visitor(api, harbor), unticked)).status).toBe(201);
    expect(await row(String(unticked.email))).toMatchObject({ emailOptIn: false, tierLevel: 0 });
  });

  it("validates the form with field messages", async () => {
    const response = await signUp(
      new Visitor(api, harbor),
      form({ firstName: "", email: "not-an-email", zipCode: "123", termsAccepted: false }),
    );
    expect(response.status).toBe(400);
    expect((await errorAnswer(response)).fields).toMatchObject({
      firstName: formMessages.required,
      email: formMessages.invalidEmail,
      termsAccepted: formMessages.termsRequired,
    });
  });

  it("refuses a missing or replayed human check", async () => {
    const visitor = new Visitor(api, harbor);
    const missing = await send(visitor, "POST", "/api/Members/Prospects", form());
    expect(missing.status).toBe(400);
    expect((await errorAnswer(missing)).fields?.gRecaptchaResponse).toBe(formMessages.captchaRequired);
    const gRecaptchaResponse = await solveHumanCheck(visitor);
    const first = await send(visitor, "POST", "/api/Members/Prospects", { ...form(), gRecaptchaResponse });
    expect(first.status).toBe(201);
    const replay = await send(new Visitor(api, harbor), "POST", "/api/Members/Prospects", {
      ...form(),
      gRecaptchaResponse,
    });
    expect(replay.status).toBe(400);
    expect((await errorAnswer(replay)).error).toBe(formMessages.captchaRequired);
  });

  it("refuses a call without the CSRF token", async () => {
    const visitor = new Visitor(api, harbor);
    const gRecaptchaResponse = await solveHumanCheck(visitor);
    const response = await visitor.call("/api/Members/Prospects", {
      method: "POST",
      json: { ...form(), gRecaptchaResponse },
      headers: freshIp(),
    });
    expect(response.status).toBe(403);
    expect(visitor.cookie("rewards_session")).toBeUndefined();
  });

  it("does not exist for SSO partners or partners without enrollment", async () => {
    for (const host of ["skyway.localhost:3000", "roadtrip.localhost:3000"]) {
      const visitor = new Visitor(api, host);
      const response = await send(visitor, "POST", "/api/Members/Prospects", form());
      expect(response.status).toBe(404);
      expect((await visitor.call("/api/Members/Validate/Email?email=a%40b.com")).status).toBe(404);
    }
  });

  it("answers 429 past the per-address limit", async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const visitor = new Visitor(api, harbor);
      statuses.push((await send(visitor, "POST", "/api/Members/Prospects", {}, address)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.each(testDbKinds())("GET /api/Members/Validate/Email on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
    await api.testDb.db
      .update(members)
      .set({ partnerNumber: "99887766" })
      .where(eq(members.email, "vip@harbor.example"));
  });
  afterAll(async () => {
    await api.close();
  });

  async function isValid(query: string, headers: Record<string, string> = freshIp()): Promise<boolean> {
    const response = await new Visitor(api, harbor).call(`/api/Members/Validate/Email?${query}`, { headers });
    expect(response.status).toBe(200);
    return (await answer(response, validateEmailResponseSchema)).isValid;
  }

  it("is valid for a well-formed address no account uses, so the visitor goes to /join", async () => {
    expect(await isValid("email=someone.new%40example.com")).toBe(true);
  });

  it("is not valid for a member's address in any case, so the visitor goes to /login", async () => {
    expect(await isValid("email=Demo%40Harbor.example")).toBe(false);
  });

  it("is not valid for a malformed or over-long address", async () => {
    expect(await isValid("email=not-an-email")).toBe(false);
    expect(await isValid(`email=${"a".repeat(45)}%40example.com`)).toBe(false);
  });

  it("accepts a partner number only with usePpn", async () => {
    expect(await isValid("email=11223344&usePpn=true")).toBe(true);
    expect(await isValid("email=99887766&usePpn=true")).toBe(false);
    expect(await isValid("email=11223344")).toBe(false);
    expect(await isValid("email=12ab&usePpn=true")).toBe(false);
    expect(await isValid("email=demo%40harbor.example&usePpn=true")).toBe(false);
  });

  it("answers 400 without an email and 429 past 30 checks from one address", async () => {
    expect(
      (await new Visitor(api, harbor).call("/api/Members/Validate/Email", { headers: freshIp() })).status,
    ).toBe(400);
    const address = freshIp();
    for (let i = 0; i < 30; i += 1) await isValid(`email=probe${i}%40example.com`, address);
    const response = await new Visitor(api, harbor).call(
      "/api/Members/Validate/Email?email=x%40example.com",
      {
        headers: address,
      },
    );
    expect(response.status).toBe(429);
  });
});
