import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prospectStarts } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { formMessages } from "@/shared/contracts/form-messages";
import { freshIp, send, solveHumanCheck } from "./solve-human-check";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";
import { prospectStartResponseSchema } from "@/shared/contracts/prospect-start";

// Solves a human check and hashes a password in one case: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const harbor = "harbor.localhost:3000";
const greenleaf = "greenleaf.localhost:3000";
const path = "/api/Members/Prospects/Start";

describe.each(testDbKinds())("POST /api/Members/Prospects/Start on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  const start = (body: unknown, host = harbor, headers?: Record<string, string>) =>
    send(new Visitor(api, host), "POST", path, body, headers);

  const rowsOf = (email: string, partnerCode = "harbor") =>
    api.testDb.db
      .select()
      .from(prospectStarts)
      .where(and(eq(prospectStarts.partnerCode, partnerCode), eq(prospectStarts.email, email)));

  it("records the started prospect lower-cased with the referral values, answering 202", async () => {
    const response = await start({
      email: "  Pro.Spect@Example.com ",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      referrer: "someone",
      publicId: "harbor-demo-member",
      source: "home",
    });
    expect(response.status).toBe(202);
    expect(await answer(response, prospectStartResponseSchema)).toEqual({ started: true });
    const [row, ...others] = await rowsOf("pro.spect@example.com");
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
      // The referring member's public id wins, as on sign-up.
      referrer: "harbor-demo-member",
      source: "home",
    });
  });

  it("keeps one row per address: a repeat refreshes updated_at and the values it brings", async () => {
    const email = "again@example.com";
    expect((await start({ email, utmSource: "first", utmMedium: "email" })).status).toBe(202);
    const [before] = await rowsOf(email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await start({ email: "AGAIN@example.com", utmSource: "second" })).status).toBe(202);
    const after = await rowsOf(email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ utmSource: "second", utmMedium: "email" });
    expect(after[0]?.createdAt).toEqual(before?.createdAt);
    expect(after[0]?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
  });

  it("answers the same for an address that has an account, without recording it", async () => {
    const response = await start({ email: "demo@harbor.example" });
    expect(response.status).toBe(202);
    expect(await answer(response, prospectStartResponseSchema)).toEqual({ started: true });
    expect(await rowsOf("demo@harbor.example")).toEqual([]);
  });

  it("validates the email with the sign-up's rules and words", async () => {
    const invalid = await start({ email: "not-an-email" });
    expect(invalid.status).toBe(400);
    expect((await errorAnswer(invalid)).fields).toEqual({
      email: formMessages.invalidEmail,
    });
    const missing = await start({});
    expect(missing.status).toBe(400);
    expect((await errorAnswer(missing)).fields?.email).toBe(formMessages.required);
    const badReferral = await start({ email: "ok@example.com", publicId: "no spaces" });
    expect(badReferral.status).toBe(400);
  });

  it("refuses a call without the CSRF token", async () => {
    const response = await new Visitor(api, harbor).call(path, {
      method: "POST",
      json: { email: "no.token@example.com" },
      headers: freshIp(),
    });
    expect(response.status).toBe(403);
    expect(await rowsOf("no.token@example.com")).toEqual([]);
  });

  it("does not exist for SSO partners or partners without enrollment", async () => {
    for (const host of ["skyway.localhost:3000", "roadtrip.localhost:3000"])
      expect((await start({ email: "someone@example.com" }, host)).status).toBe(404);
  });

  it("answers 429 with Retry-After past 30 starts from one address", async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await start({ email: `burst.${i}@example.com` }, harbor, address);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("is removed when the sign-up for that address completes, and only at that partner", async () => {
    const email = "joins.now@example.com";
    expect((await start({ email })).status).toBe(202);
    expect((await start({ email }, greenleaf)).status).toBe(202);

    const visitor = new Visitor(api, harbor);
    const response = await send(visitor, "POST", "/api/Members/Prospects", {
      firstName: "Jo",
      lastName: "Ines",
      email: "Joins.Now@example.com",
      password: "Dining-2026!",
      passwordConfirm: "Dining-2026!",
      zipCode: "10036",
      termsAccepted: true,
      gRecaptchaResponse: await solveHumanCheck(visitor),
    });
    expect(response.status).toBe(201);
    expect(await rowsOf(email)).toEqual([]);
    expect(await rowsOf(email, "greenleaf")).toHaveLength(1);
  });
});
