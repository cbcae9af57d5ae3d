import { describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { createApp } from "@/backend/app";
import { refreshMerchantPages } from "@/backend/db/import/refresh-pages";
import type { CacheTag } from "@/shared/contracts/operations";
import { errorAnswer } from "./support";

const { operationsToken } = vi.hoisted(() => ({
  operationsToken: "operations-token-for-tests-0123456789",
}));
vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  const checked = actual.parseEnv({ ...process.env, OPERATIONS_TOKEN: operationsToken });
  return { ...actual, env: () => checked };
});

/** The app as Next mounts it, with the cache's expiry recorded instead of Next's own. */
function appWithCache() {
  const expired: CacheTag[][] = [];
  const app = createApp({
    getDb: () => Promise.reject(new Error("revalidating needs no database")),
    revalidateCacheTags: (tags) => {
      expired.push([...tags]);
      return Promise.resolve();
    },
  });
  return { app, expired };
}

function revalidate(
  app: ReturnType<typeof createApp>,
  body: unknown,
  authorization = `Bearer ${operationsToken}`,
) {
  return app.request("/api/Operations/Revalidate", {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("POST /api/Operations/Revalidate", () => {
  it("expires the named cache tags, on any host and without a CSRF token", async () => {
    const { app, expired } = appWithCache();
    const response = await revalidate(app, { tags: ["merchants"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["merchants"] });
    expect(expired).toEqual([["merchants"]]);
  });

  it("answers 401 with a challenge to a missing or wrong token, expiring nothing", async () => {
    const { app, expired } = appWithCache();
    const missing = await revalidate(app, { tags: ["merchants"] }, "");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect((await revalidate(app, { tags: ["merchants"] }, `Bearer ${operationsToken}x`)).status).toBe(401);
    expect(expired).toEqual([]);
  });

  it("answers 400 naming the field for a tag it does not know", async () => {
    const { app, expired } = appWithCache();
    const response = await revalidate(app, { tags: ["members"] });
    expect(response.status).toBe(400);
    expect(await errorAnswer(response)).toEqual({
      error: "Invalid request",
      fields: { "tags.0": "Each tag must be one of: merchants, merchant-list, or merchant:{id}" },
    });
    expect((await revalidate(app, { tags: [] })).status).toBe(400);
    expect((await revalidate(app, { tags: ["merchant:"] })).status).toBe(400);
    expect((await revalidate(app, { tags: ["merchant:a/b"] })).status).toBe(400);
    expect((await revalidate(app, { tags: Array.from({ length: 501 }, () => "merchants") })).status).toBe(
      400,
    );
    expect((await revalidate(app, "merchants")).status).toBe(400);
    expect(expired).toEqual([]);
  });

  it("expires one merchant's page and the sitemap's list by their own tags", async () => {
    const { app, expired } = appWithCache();
    const response = await revalidate(app, { tags: ["merchant-list", "merchant:m-000042"] });
    expect(response.status).toBe(200);
    expect(expired).toEqual([["merchant-list", "merchant:m-000042"]]);
  });

  it("is how an import refreshes the pages of the merchants it wrote, 500 tags a call", async () => {
    const { app, expired } = appWithCache();
    const ids = Array.from({ length: 600 }, (_, i) => `imp-${String(i).padStart(4, "0")}`);
    const target = {
      url: "http://harbor.localhost:3000",
      token: operationsToken,
      fetch: (input: string, init: RequestInit) => Promise.resolve(app.request(input, init)),
    };
    expect(await refreshMerchantPages(target, ids)).toBe(601);
    expect(expired.map((call) => call.length)).toEqual([500, 101]);
    expect(expired.flat()).toEqual(["merchant-list", ...ids.map((id) => `merchant:${id}`)]);
    await expect(refreshMerchantPages({ ...target, token: `${operationsToken}x` }, ids)).rejects.toThrow(
      "Refreshing pages failed: 401",
    );
  });

  it("answers 409 where the process serves no page cache (npm run backend)", async () => {
    const app = createApp({ getDb: () => Promise.reject(new Error("unused")) });
    const response = await revalidate(app, { tags: ["merchants"] });
    expect(response.status).toBe(409);
  });
});
