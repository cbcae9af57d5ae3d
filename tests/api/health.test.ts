import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/backend/app";
import type { Db } from "@/backend/db/client";
import { testDbKinds } from "@/backend/db/testing";
import { issuerFor } from "@/backend/sso/local-issuer";
import { getPartner } from "@/partners/registry";
import { createTestApi, type TestApi } from "./support";

// PostgreSQL too: readiness reads the schema's migration record with raw SQL.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("health endpoints on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("GET /api/health answers 200 on any host, with no database call", async () => {
    const noDatabase = createApp({ getDb: () => Promise.reject(new Error("no database")) });
    const response = await noDatabase.request("http://10.0.0.7:3000/api/health", {
      headers: { host: "10.0.0.7:3000" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("GET /api/ready answers 200 when the database answers with a current schema", async () => {
    const response = await api.app.request("http://internal/api/ready", { headers: { host: "internal" } });
    const body = (await response.json()) as { status: string; checks: { name: string; ok: boolean }[] };
    const failing = body.checks.filter((check) => !check.ok && check.name !== "identity-provider");
    expect(failing).toEqual([]);
  });

  it("GET /api/ready answers 503 naming the database when it does not answer", async () => {
    const broken = createApp({ getDb: () => Promise.reject<Db>(new Error("connection refused")) });
    const response = await broken.request("http://internal/api/ready", { headers: { host: "internal" } });
    expect(response.status).toBe(503);
    const body = (await response.json()) as {
      status: string;
      checks: { name: string; ok: boolean; detail?: string }[];
    };
    expect(body.status).toBe("unready");
    expect(body.checks.find((check) => check.name === "database")).toMatchObject({ ok: false });
    expect(JSON.stringify(body)).not.toContain("connection refused");
  });

  it("GET /api/ready says which partner's identity provider failed and how, never where it lives", async () => {
    const skyway = getPartner("skyway");
    if (!skyway) throw new Error("no skyway");
    const issuer = new URL(issuerFor(skyway));
    const identityCheck = async (answer: () => Promise<Response>) => {
      const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(answer);
      try {
        const response = await api.app.request("http://internal/api/ready", {
          headers: { host: "internal" },
        });
        expect(response.status).toBe(503);
        const text = await response.text();
        // The ready endpoint answers anyone: the provider's address is for the operator's config.
        for (const where of [issuer.href, issuer.host, issuer.hostname, "http"]) {
          expect(text).not.toContain(where);
        }
        const body = JSON.parse(text) as { checks: { name: string; ok: boolean; detail?: string }[] };
        return body.checks.find((check) => check.name === "identity-provider");
      } finally {
        fetch.mockRestore();
      }
    };
    expect(
      await identityCheck(() =>
        Promise.reject(new TypeError(`fetch failed: connect ECONNREFUSED ${issuer.host}`)),
      ),
    ).toEqual({ name: "identity-provider", ok: false, detail: "identity provider for skyway: unreachable" });
    expect(await identityCheck(() => Promise.resolve(new Response(null, { status: 502 })))).toEqual({
      name: "identity-provider",
      ok: false,
      detail: "identity provider for skyway: answered 502",
    });
  });

  it("with the embedded database's folder gone, /api/ready fails and writes answer 503", async () => {
    const gone = createApp({
      getDb: () => Promise.resolve(api.testDb.db),
      databaseFilesPresent: () => false,
    });
    const ready = await gone.request("http://internal/api/ready", { headers: { host: "internal" } });
    expect(ready.status).toBe(503);
    const write = await gone.request("http://harbor.localhost:3000/api/Impressions", {
      method: "POST",
      headers: { host: "harbor.localhost:3000", "content-type": "application/json" },
      body: "[]",
    });
    expect(write.status).toBe(503);
    expect(write.headers.get("retry-after")).toBe("30");
  });
});
