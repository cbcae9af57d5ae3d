import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { validateZipResponseSchema } from "@/shared/contracts/zip-validation";
import { freshIp } from "./solve-human-check";
import { errorAnswer, createTestApi, Visitor, type TestApi } from "./support";

vi.setConfig({ testTimeout: 120_000 });

describe.each(testDbKinds())("GET /api/Members/Validate/Zip on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function isValid(zip: string, headers: Record<string, string> = freshIp()): Promise<boolean> {
    const response = await new Visitor(api).call(`/api/Members/Validate/Zip?zip=${encodeURIComponent(zip)}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return validateZipResponseSchema.strict().parse(await response.json()).isValid;
  }

  it("is valid for ZIP codes that exist in the states and territories", async () => {
    expect(await isValid("10001")).toBe(true);
    expect(await isValid(" 94105 ")).toBe(true);
    expect(await isValid("00601")).toBe(true); // Puerto Rico
    expect(await isValid("96910")).toBe(true); // Guam
  });

  it("is not valid for unknown, malformed or foreign codes", async () => {
    expect(await isValid("00000")).toBe(false);
    expect(await isValid("99999")).toBe(false);
    expect(await isValid("1234")).toBe(false);
    expect(await isValid("123456")).toBe(false);
    expect(await isValid("K1A0B1")).toBe(false);
    expect(await isValid("")).toBe(false);
  });

  it("answers 400 as JSON without a zip, and 429 past 60 checks from one address", async () => {
    const missing = await new Visitor(api).call("/api/Members/Validate/Zip", { headers: freshIp() });
    expect(missing.status).toBe(400);
    const body = await errorAnswer(missing);
    expect(body.error).toBe("Invalid request");
    expect(Object.keys(body.fields ?? {})).toEqual(["zip"]);
    const address = freshIp();
    for (let i = 0; i < 60; i += 1) await isValid("10001", address);
    const response = await new Visitor(api).call("/api/Members/Validate/Zip?zip=10001", { headers: address });
    expect(response.status).toBe(429);
    expect(await errorAnswer(response)).toEqual({ error: "Too many requests, please try again later." });
  });
});
