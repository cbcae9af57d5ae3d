import { describe, expect, it, vi } from "vitest";
import type * as envModule from "@/lib/server/env";
import { createApp } from "@/backend/app";
import type { CacheTag } from "@/lib/shared/contracts/operations";
import { errorAnswer } from "./support";

const { operationsToken } = vi.hoisted(() => ({
  operationsToken: "operations-token-for-tests-0123456789",
}));
vi.mock("@/lib/server/env", async (importOriginal) => {
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
      fields: { "tags.0": "Each tag must be one of: merchants" },
    });
    expect((await revalidate(app, { tags: [] })).status).toBe(400);
    expect((await revalidate(app, "merchants")).status).toBe(400);
    expect(expired).toEqual([]);
  });

  it("answers 409 where the process serves no page cache (npm run backend)", async () => {
    const app = createApp({ getDb: () => Promise.reject(new Error("unused")) });
    const response = await revalidate(app, { tags: ["merchants"] });
    expect(response.status).toBe(409);
  });
});
