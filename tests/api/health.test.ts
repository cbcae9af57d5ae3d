import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/backend/app";
import type { Db } from "@/backend/db/client";
import { testDbKinds } from "@/backend/db/testing";
import { metrics } from "@/backend/metrics/registry";
import { markStopping } from "@/backend/shutdown/hooks";
import { forgetIdentityProviderStatus } from "@/backend/sso/identity-provider-status";
import { issuerFor } from "@/backend/sso/local-issuer";
import { getPartner } from "@/partners/registry";
import { captureOutput, jsonLines } from "./log-capture";
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
    expect(body.checks.filter((check) => !check.ok)).toEqual([]);
    expect(response.status).toBe(200);
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

  it("GET /api/ready stays 200 when an SSO partner's identity provider is down: a metric and a log line name it, and its sign-in says unavailable", async () => {
    const skyway = getPartner("skyway");
    if (!skyway) throw new Error("no skyway");
    const issuer = new URL(issuerFor(skyway));
    forgetIdentityProviderStatus();
    const output = captureOutput();
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() =>
        Promise.reject(new TypeError(`fetch failed: connect ECONNREFUSED ${issuer.host}`)),
      );
    try {
      const response = await api.app.request("http://internal/api/ready", { headers: { host: "internal" } });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      // Readiness is this instance's own dependencies: a partner's provider is not one of them.
      expect(text).not.toContain("identity");
      // The ready endpoint answers anyone: the provider's address is for the operator's config.
      for (const where of [issuer.href, issuer.host]) expect(text).not.toContain(where);

      const exposition = await metrics().registry.metrics();
      expect(exposition).toMatch(/rewards_identity_provider_up\{[^}]*partners="skyway"[^}]*\} 0/);
      const warned = jsonLines(output.lines).find(
        (line) => line.message === "Identity provider unavailable" && line.partners === "skyway",
      );
      expect(warned, output.text()).toMatchObject({ level: "warn", issuer: issuer.origin });

      // That partner's sign-in says so, without sending the member to a provider that is down.
      const signIn = await api.app.request("http://skyway.localhost:3000/api/sso/login", {
        headers: { host: "skyway.localhost:3000", accept: "text/html" },
      });
      expect(signIn.status).toBe(503);
      expect(signIn.headers.get("retry-after")).toBeTruthy();
      expect(await signIn.text()).toContain("Sign-in is unavailable for now");
    } finally {
      fetch.mockRestore();
      output.stop();
    }

    // Back up: the next check marks it available again, and its sign-in goes to the provider.
    const back = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => Promise.resolve(new Response("{}", { status: 200 })));
    try {
      forgetIdentityProviderStatus();
      expect(
        (await api.app.request("http://internal/api/ready", { headers: { host: "internal" } })).status,
      ).toBe(200);
      expect(await metrics().registry.metrics()).toMatch(
        /rewards_identity_provider_up\{[^}]*partners="skyway"[^}]*\} 1/,
      );
    } finally {
      back.mockRestore();
    }
  });

  it("GET /api/ready answers 503 from the moment the instance is told to stop, before the drain", async () => {
    const before = await api.app.request("http://internal/api/ready", { headers: { host: "internal" } });
    expect(before.status).toBe(200);
    markStopping();
    try {
      const during = await api.app.request("http://internal/api/ready", { headers: { host: "internal" } });
      expect(during.status).toBe(503);
      expect(await during.json()).toMatchObject({
        status: "unready",
        checks: expect.arrayContaining([expect.objectContaining({ name: "stopping", ok: false })]) as unknown,
      });
      // Liveness is unchanged: the instance still serves what is in flight.
      expect(
        (await api.app.request("http://internal/api/health", { headers: { host: "internal" } })).status,
      ).toBe(200);
    } finally {
      Reflect.deleteProperty(globalThis, Symbol.for("rewards.stopping"));
    }
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
