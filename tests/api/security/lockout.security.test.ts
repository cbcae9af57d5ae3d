import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { send, solveHumanCheck } from "../solve-human-check";
import { answer, createTestApi, Visitor, type TestApi } from "../support";
import { lockedOutErrorSchema } from "@/shared/contracts/sign-in";
import { apiErrorSchema } from "@/shared/contracts/errors";
import { z } from "zod";

// Password hashing on every attempt: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let addressCounter = 0;
function freshAddress(): Record<string, string> {
  addressCounter += 1;
  return { [peerAddressHeader]: `192.0.2.${String(addressCounter)}` };
}

// PostgreSQL too: rate limits: the lockout's counters.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("sign-in lockout on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  async function signUp(email: string): Promise<void> {
    const visitor = new Visitor(api);
    const gRecaptchaResponse = await solveHumanCheck(visitor);
    const response = await send(visitor, "POST", "/api/Members/Prospects", {
      firstName: "Lock",
      lastName: "Test",
      email,
      password: "Right-password-1",
      passwordConfirm: "Right-password-1",
      zipCode: "10036",
      termsAccepted: true,
      gRecaptchaResponse,
    });
    expect(response.status).toBe(201);
  }

  async function attempts(email: string, count: number): Promise<{ status: number; code?: string }[]> {
    const answers: { status: number; code?: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      // Each attempt from its own address: this is about the account's answer, not the address cap.
      const response = await send(
        new Visitor(api),
        "POST",
        "/api/Members/SignIn",
        { email, password: "Wrong-password-1", rememberMe: false },
        freshAddress(),
      );
      const body = await answer(response, z.union([lockedOutErrorSchema, apiErrorSchema.strict()]));
      answers.push({ status: response.status, ...("code" in body ? { code: body.code } : {}) });
    }
    return answers;
  }

  it("answers an unknown email exactly as it answers a real account, attempt after attempt", async () => {
    const real = `lock.real.${Date.now().toString(36)}@example.com`;
    const unknown = `lock.nobody.${Date.now().toString(36)}@example.com`;
    await signUp(real);
    const realAnswers = await attempts(real, 7);
    const unknownAnswers = await attempts(unknown, 7);
    expect(realAnswers.some((answer) => answer.code === "locked")).toBe(true);
    expect(unknownAnswers).toEqual(realAnswers);
  });

  it("caps failed sign-ins per address across emails, so one address cannot lock accounts in bulk", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await send(
        new Visitor(api),
        "POST",
        "/api/Members/SignIn",
        {
          email: `bulk.${String(i)}.${Date.now().toString(36)}@example.com`,
          password: "Wrong-password-1",
          rememberMe: false,
        },
        address,
      );
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});
