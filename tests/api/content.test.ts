import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { contentNames, contentPageResponseSchema } from "@/shared/contracts/cms/content-pages";
import { partnerCodes } from "@/partners/registry";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";

describe.each(testDbKinds())("content service on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(partnerCodes)("answers every content name for %s", async (code) => {
    const visitor = new Visitor(api, `${code}.localhost:3000`);
    for (const name of contentNames) {
      const response = await visitor.call(`/api/cms/pages/${encodeURIComponent(name)}/?page_size=100`);
      expect(response.status, `${code} ${name}`).toBe(200);
      contentPageResponseSchema.parse(await response.json());
    }
  });

  it("answers the global configuration for *", async () => {
    const response = await new Visitor(api).call("/api/cms/pages/*/?page_size=100");
    const body = contentPageResponseSchema.parse(await response.json());
    expect(body.data.map((entry) => entry.slug)).toContain("footer");
  });

  it("answers an unknown name with 404 'Not Found'", async () => {
    const response = await new Visitor(api).call("/api/cms/pages/secrets/?page_size=100");
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).toBe("Not Found");
  });

  it("serves each partner its own copy", async () => {
    const read = async (host: string) =>
      JSON.stringify(
        await answer(
          await new Visitor(api, host).call("/api/cms/pages/home/?page_size=100"),
          contentPageResponseSchema,
        ),
      );
    expect(await read("harbor.localhost")).not.toEqual(await read("skyway.localhost"));
  });

  it("validates the query", async () => {
    const response = await new Visitor(api).call("/api/cms/pages/home/?page_size=1000");
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(Object.keys(body.fields ?? {})).toEqual(["page_size"]);
  });

  it("limits entries to page_size and accepts preview", async () => {
    const limited = await new Visitor(api).call("/api/cms/pages/earn_details/?page_size=1&preview=1");
    expect(contentPageResponseSchema.parse(await limited.json()).data).toHaveLength(1);
    expect(limited.headers.get("cache-control")).toBe("no-store");
  });
});
