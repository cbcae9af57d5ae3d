import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { formMessages } from "@/shared/contracts/form-messages";
import { memberSchema } from "@/shared/contracts/member";
import {
  emailUpdateNotRequiredMessage,
  memberEmailUpdateResponseSchema,
} from "@/shared/contracts/member-email";
import { signInResponseSchema } from "@/shared/contracts/sign-in";
import { freshIp, send, solveHumanCheck } from "./solve-human-check";
import { errorAnswer, answer, createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";
import { validateEmailResponseSchema } from "@/shared/contracts/known-member";

// Password hashing and human checks in several cases: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const harbor = "harbor.localhost:3000";
const shared = "shared@harbor.example";

describe.each(testDbKinds())("PUT /api/Member/Email (fix credentials) on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  /** Signs in through the API, as the login form does, so the password picks the account. */
  async function signedIn(email: string, password: string): Promise<Visitor> {
    const visitor = new Visitor(api, harbor);
    const response = await send(visitor, "POST", "/api/Members/SignIn", { email, password });
    expect(response.status).toBe(200);
    return visitor;
  }

  const changeEmail = (visitor: Visitor, email: unknown) =>
    send(visitor, "PUT", "/api/Member/Email", { email });

  async function fieldsOf(response: Response): Promise<Record<string, string>> {
    expect(response.status).toBe(400);
    return (await errorAnswer(response)).fields ?? {};
  }

  const byPublicId = async (publicId: string) => {
    const [row] = await api.testDb.db.select().from(members).where(eq(members.publicId, publicId));
    if (!row) throw new Error(`no member ${publicId}`);
    return row;
  };

  it("answers 401 to an anonymous visitor and 403 without the CSRF token", async () => {
    const anonymous = await changeEmail(new Visitor(api, harbor), "someone@example.com");
    expect(anonymous.status).toBe(401);
    expect(await errorAnswer(anonymous)).toEqual({ error: "Sign in to continue" });

    const visitor = await signedIn(shared, "Harbor-shared-2026");
    const withoutToken = await visitor.call("/api/Member/Email", {
      method: "PUT",
      json: { email: "someone@example.com" },
      headers: freshIp(),
    });
    expect(withoutToken.status).toBe(403);
    expect((await byPublicId("harbor-shared-first")).emailUpdateRequired).toBe(true);
  });

  it("validates the new email with the sign-up's rules and words", async () => {
    const visitor = await signedIn(shared, "Harbor-shared-2026");
    expect(await fieldsOf(await changeEmail(visitor, "not-an-email"))).toEqual({
      email: formMessages.invalidEmail,
    });
    expect(await fieldsOf(await changeEmail(visitor, "  "))).toEqual({ email: formMessages.required });
    expect(await fieldsOf(await changeEmail(visitor, `${"a".repeat(45)}@example.com`))).toEqual({
      email: "Must be at most 50 characters.",
    });
  });

  it("refuses an email another account of the partner has, the shared one included", async () => {
    const visitor = await signedIn(shared, "Harbor-shared-2026");
    expect(await fieldsOf(await changeEmail(visitor, "Demo@Harbor.example"))).toEqual({
      email: formMessages.emailInUse,
    });
    expect(await fieldsOf(await changeEmail(visitor, shared))).toEqual({ email: formMessages.emailInUse });
    expect((await byPublicId("harbor-shared-first")).email).toBe(shared);
  });

  it("refuses a member whose email needs no update, and does not exist beyond direct enrollment", async () => {
    const demo = await changeEmail(await signedInVisitor(api, "demo@harbor.example"), "demo.new@example.com");
    expect(demo.status).toBe(403);
    expect(await errorAnswer(demo)).toEqual({ error: emailUpdateNotRequiredMessage });

    for (const host of ["skyway.localhost:3000", "roadtrip.localhost:3000"]) {
      const response = await changeEmail(new Visitor(api, host), "someone@example.com");
      expect(response.status).toBe(404);
    }
  });

  it("sets the new email and clears the flag; the shared email stays with the other account", async () => {
    const visitor = await signedIn(shared, "Harbor-shared-2026");
    const response = await changeEmail(visitor, "  Sam.Marsh@Example.com ");
    expect(response.status).toBe(200);
    const { member } = memberEmailUpdateResponseSchema.parse(await response.json());
    expect(member).toMatchObject({
      publicId: "harbor-shared-first",
      email: "sam.marsh@example.com",
      emailUpdateRequired: false,
    });
    const me = memberSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(me).toMatchObject({ email: "sam.marsh@example.com", emailUpdateRequired: false });

    expect(await byPublicId("harbor-shared-second")).toMatchObject({
      email: shared,
      emailUpdateRequired: true,
    });

    // The new email signs the first account in; the shared one now leads only to the second.
    const again = await send(new Visitor(api, harbor), "POST", "/api/Members/SignIn", {
      email: "sam.marsh@example.com",
      password: "Harbor-shared-2026",
    });
    expect(signInResponseSchema.parse(await again.json()).member).toMatchObject({
      publicId: "harbor-shared-first",
      emailUpdateRequired: false,
    });
    const old = await send(new Visitor(api, harbor), "POST", "/api/Members/SignIn", {
      email: shared,
      password: "Harbor-shared-2026",
    });
    expect(old.status).toBe(401);

    // Once fixed, the call is closed to this member like to any other.
    expect((await changeEmail(visitor, "sam.again@example.com")).status).toBe(403);
  });

  it("lets the last account on the address keep it, clearing the flag", async () => {
    const visitor = await signedIn(shared, "Harbor-shared-2027");
    const response = await changeEmail(visitor, shared);
    expect(response.status).toBe(200);
    expect(memberEmailUpdateResponseSchema.parse(await response.json()).member).toMatchObject({
      publicId: "harbor-shared-second",
      email: shared,
      emailUpdateRequired: false,
    });
  });

  it("answers 429 past ten changes from one address", async () => {
    await api.testDb.db
      .update(members)
      .set({ emailUpdateRequired: true })
      .where(eq(members.publicId, "harbor-shared-second"));
    const visitor = await signedIn(shared, "Harbor-shared-2027");
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await send(visitor, "PUT", "/api/Member/Email", { email: "bad" }, address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.each(testDbKinds())("shared emails at sign-up and email check on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("refuses to sign up with an email flagged accounts share", async () => {
    const visitor = new Visitor(api, harbor);
    const response = await send(visitor, "POST", "/api/Members/Prospects", {
      firstName: "Pat",
      lastName: "Quinn",
      email: "SHARED@harbor.example",
      password: "Dining-2026!",
      passwordConfirm: "Dining-2026!",
      zipCode: "10036",
      termsAccepted: true,
      gRecaptchaResponse: await solveHumanCheck(visitor),
    });
    expect(response.status).toBe(400);
    expect(await errorAnswer(response)).toEqual({
      error: "Invalid request",
      fields: { email: formMessages.emailInUse },
    });
  });

  it("does not offer the shared email a new account: the home form sends it to sign-in", async () => {
    const response = await new Visitor(api, harbor).call(
      "/api/Members/Validate/Email?email=shared%40harbor.example",
      { headers: freshIp() },
    );
    expect(await answer(response, validateEmailResponseSchema)).toEqual({ isValid: false });
  });

  it("keeps one address per account among members in good standing (the partial unique index)", async () => {
    const base = { partnerCode: "harbor", firstName: "A", lastName: "B", email: "dup.flag@example.com" };
    await api.testDb.db
      .insert(members)
      .values({ ...base, publicId: "dup-flag-1", emailUpdateRequired: true });
    await api.testDb.db
      .insert(members)
      .values({ ...base, publicId: "dup-flag-2", emailUpdateRequired: true });
    await api.testDb.db.insert(members).values({ ...base, publicId: "dup-flag-3" });
    await expect(api.testDb.db.insert(members).values({ ...base, publicId: "dup-flag-4" })).rejects.toThrow();
  });
});
