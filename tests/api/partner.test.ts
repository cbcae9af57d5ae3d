import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { featureFlagsSchema } from "@/partners/feature-flags-schema";
import { getPartner } from "@/partners/registry";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";
import { defaultUserLocationSchema } from "@/shared/contracts/default-user-location";

describe.each(testDbKinds())("partner resolution and feature flags on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it.each([
    ["harbor.localhost:3000", "harbor"],
    ["localhost:3000", "harbor"],
    ["skyway.localhost", "skyway"],
    ["dining.greenleaf.example", "greenleaf"],
    ["roadtrip.localhost:3100", "roadtrip"],
  ])("%s answers %s's flags", async (host, code) => {
    const response = await new Visitor(api, host).call("/api/feature-flags");
    expect(response.status).toBe(200);
    const flags = featureFlagsSchema.parse(await response.json());
    expect(flags).toEqual(getPartner(code)?.flags);
  });

  it("answers 404 JSON for an unknown host", async () => {
    const response = await new Visitor(api, "evil.example").call("/api/feature-flags");
    expect(response.status).toBe(404);
    expect(await errorAnswer(response)).toEqual({ error: "Unknown partner" });
  });

  it("ignores partner headers a browser sends", async () => {
    const response = await new Visitor(api, "harbor.localhost").call("/api/feature-flags", {
      headers: { "x-partner": "skyway", "x-forwarded-host": "skyway.localhost" },
    });
    expect(featureFlagsSchema.parse(await response.json())).toEqual(getPartner("harbor")?.flags);
  });

  it("answers unknown paths with 404 JSON, case-sensitively", async () => {
    const visitor = new Visitor(api);
    expect((await visitor.call("/api/nothing-here")).status).toBe(404);
    expect((await visitor.call("/api/csrf")).status).toBe(404);
    expect((await visitor.call("/api/CSRF")).status).toBe(200);
  });

  it("answers the default user location", async () => {
    const response = await new Visitor(api).call("/api/DefaultUserLocation");
    expect(await answer(response, defaultUserLocationSchema)).toEqual({
      latitude: 40.7577,
      longitude: -73.9857,
    });
  });

  it("sends security headers on API answers", async () => {
    const response = await new Visitor(api).call("/api/feature-flags");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
