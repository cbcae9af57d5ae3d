import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";

const query = "/api/v2/Merchants/Search?location=41.85,-87.6779&pageSize=20";

// PostgreSQL too: search: the search SQL behind the cached answers.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("Caching of GET /api/v2/Merchants/Search on %s", (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("lets shared caches keep an anonymous visitor's answer for a minute, the same for everyone", async () => {
    const first = await new Visitor(api).call(query);
    const second = await new Visitor(api).call(query);
    expect(first.status).toBe(200);
    const cacheControl = first.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/^public, s-maxage=60, stale-while-revalidate=\d+$/);
    // A shared cache must not hand this answer to a member, who sees their own favourites.
    expect(first.headers.get("vary")?.toLowerCase()).toContain("cookie");
    // Nothing personal rides along: no cookie a cache would replay to the next visitor.
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.get("cache-control")).toBe(cacheControl);
    expect(await second.text()).toBe(await first.text());
  });

  it("keeps a member's answer private", async () => {
    const member = await signedInVisitor(api, "demo@harbor.example");
    const response = await member.call(query);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never caches an error", async () => {
    const response = await new Visitor(api).call("/api/v2/Merchants/Search?location=Nowhere%20Special");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
