import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { createTestApi, Visitor, type TestApi } from "../support";

// PostgreSQL too: rate limits per address.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("per-address limits on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("25 sign-ins, each with a new X-Forwarded-For, meet the per-address limit", async () => {
    const visitor = new Visitor(api);
    const token = await visitor.csrfToken();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await visitor.call("/api/Members/SignIn", {
        method: "POST",
        json: { email: `nobody.${String(i)}@example.com`, password: "Wrong-password-1", rememberMe: false },
        headers: {
          "x-xsrf-token": token,
          "x-forwarded-for": `198.18.${String(i)}.1`,
          "x-rewards-peer-address": "203.0.113.77",
        },
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toContain(429);
  });
});
