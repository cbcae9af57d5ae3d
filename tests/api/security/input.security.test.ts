import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { profileFieldErrorsSchema } from "@/shared/contracts/member-update";
import { send, solveHumanCheck } from "../solve-human-check";
import { errorAnswer, createTestApi, signedInVisitor, Visitor, type TestApi } from "../support";

// Sign-up solves a proof-of-work human check: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// PostgreSQL too: hostile input: what the driver and the server's encoding make of it.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("hostile input on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("a NUL byte in firstName on sign-up is a 400 on that field, not a 500", async () => {
    const visitor = new Visitor(api);
    const gRecaptchaResponse = await solveHumanCheck(visitor);
    const response = await send(visitor, "POST", "/api/Members/Prospects", {
      firstName: "Pat\u0000",
      lastName: "Quinn",
      email: `nul.${Date.now().toString(36)}@example.com`,
      password: "Dining-2026!",
      passwordConfirm: "Dining-2026!",
      zipCode: "10036",
      termsAccepted: true,
      gRecaptchaResponse,
    });
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(body.fields?.firstName).toMatch(/unsupported characters/);
  });

  it("a NUL byte in address1 on PUT /api/Member is a 400 on that field", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const response = await send(visitor, "PUT", "/api/Member", { address1: "1 Main St\u0000" });
    expect(response.status).toBe(400);
    // The profile call answers the spec's [{field, message}].
    const body = profileFieldErrorsSchema.parse(await response.json());
    expect(body.find((entry) => entry.field === "address1")?.message).toMatch(/unsupported characters/);
  });

  it.each(["%00abc", "abc%0a", "%1b[31m"])("restaurantOrCuisine=%s on search is a 400", async (value) => {
    const response = await new Visitor(api).call(
      `/api/v2/Merchants/Search?location=10036&restaurantOrCuisine=${value}`,
    );
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(body.fields?.restaurantOrCuisine).toMatch(/unsupported characters/);
  });

  it.each(["0x10", "1e1", "+5", "5.0", " 5", "-1"])(
    "pageNo=%s is refused: decimal digits only",
    async (value) => {
      const response = await new Visitor(api).call(
        `/api/v2/Merchants/Search?location=10036&pageNo=${encodeURIComponent(value)}`,
      );
      expect(response.status).toBe(400);
      const body = await errorAnswer(response);
      expect(body.fields?.pageNo).toBeTruthy();
    },
  );

  it("pageSize=0x10 is refused, and plain decimal page numbers still work", async () => {
    expect(
      (await new Visitor(api).call("/api/v2/Merchants/Search?location=10036&pageSize=0x10")).status,
    ).toBe(400);
    expect(
      (await new Visitor(api).call("/api/v2/Merchants/Search?location=10036&pageNo=1&pageSize=10")).status,
    ).toBe(200);
  });

  it("a body over 64 KiB is refused with 413 before it is parsed", async () => {
    const visitor = new Visitor(api);
    const token = await visitor.csrfToken();
    const response = await visitor.call("/api/Impressions", {
      method: "POST",
      body: JSON.stringify([{ padding: "x".repeat(100 * 1024) }]),
      headers: { "content-type": "application/json", "x-xsrf-token": token },
    });
    expect(response.status).toBe(413);
  });

  it("a body that lies about its length is still cut off at the limit", async () => {
    const visitor = new Visitor(api);
    const token = await visitor.csrfToken();
    const big = "x".repeat(200 * 1024);
    const response = await api.app.request("http://harbor.localhost:3000/api/Impressions", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`[{"padding":"${big}"}]`));
          controller.close();
        },
      }),
      duplex: "half",
      headers: {
        host: "harbor.localhost:3000",
        "content-type": "application/json",
        "x-xsrf-token": token,
        cookie: `rewards_csrf=${visitor.cookie("rewards_csrf") ?? ""}`,
      },
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("malformed percent-encoding in an API path is a 400 with the security headers", async () => {
    for (const path of ["/api/%", "/api/Member/%E0%A4%A", "/api/v2/Merchants/%"]) {
      const response = await new Visitor(api).call(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});
