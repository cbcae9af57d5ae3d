import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { testDbKinds } from "@/backend/db/testing";
import { receivePageMetrics } from "@/backend/metrics/registry";
import { observePageRequest } from "@/lib/server/page-request-log.mjs";
import { pageMetricsGlobalKey } from "@/platform/page-metrics-observer.mjs";
import { cardPublicJwkSchema } from "@/shared/cards/card-public-key";
import { importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { brands, frameCard, harbor, link, usePublicKey } from "./card-test-kit";
import { captureOutput, jsonLines } from "./log-capture";
import { send, solveHumanCheck } from "./solve-human-check";
import { createTestApi, Visitor, type TestApi } from "./support";

// Request lines are logged at info; the suite's default level is warn. Metrics need a token.
const { metricsToken } = vi.hoisted(() => ({ metricsToken: "metrics-token-for-tests-0123456789" }));
vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  const checked = actual.parseEnv({ ...process.env, LOG_LEVEL: "info", METRICS_TOKEN: metricsToken });
  return { ...actual, env: () => checked };
});

// Sign-up and card linking solve proof-of-work human checks: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(testDbKinds())("logs and metrics on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
    const response = await new Visitor(api, harbor).call("/api/Cards/PublicKey");
    usePublicKey(await importCardPublicKey(cardPublicJwkSchema.parse(await response.json())));
  });
  afterAll(async () => {
    await api.close();
  });

  it("logs one line per request with its id, route pattern, status and duration, and echoes the id", async () => {
    const output = captureOutput();
    try {
      const response = await new Visitor(api).call("/api/Member/not-a-real-public-id");
      const requestId = response.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = jsonLines(output.lines).filter((line) => line.message === "request");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "info",
        requestId,
        partner: "harbor",
        method: "GET",
        route: "/api/Member/:publicId",
        status: response.status,
      });
      expect(typeof lines[0]?.durationMs).toBe("number");
      expect(typeof lines[0]?.time).toBe("string");
      // The pattern, never the path: paths can carry ids.
      expect(output.text()).not.toContain("not-a-real-public-id");
    } finally {
      output.stop();
    }
  });

  it("ignores a client's X-Request-Id when no trusted proxy sits in front", async () => {
    const response = await new Visitor(api).call("/api/CSRF", {
      headers: { "x-request-id": "chosen-by-client" },
    });
    expect(response.headers.get("x-request-id")).not.toBe("chosen-by-client");
  });

  it("logs under the id the server in front decided, whatever the client sent", async () => {
    const decided = "5d0c2f9a-8e7b-4c3d-a1f2-0e9d8c7b6a54";
    const output = captureOutput();
    try {
      const response = await new Visitor(api).call("/api/CSRF", {
        headers: { "x-rewards-request-id": decided, "x-request-id": "chosen-by-client" },
      });
      expect(response.headers.get("x-request-id")).toBe(decided);
      const lines = jsonLines(output.lines).filter((line) => line.message === "request");
      expect(lines.map((line) => line.requestId)).toEqual([decided]);
    } finally {
      output.stop();
    }
  });

  it("logs no personal data, card data or tokens over a sign-up, a card link and a failed sign-in", async () => {
    const output = captureOutput();
    const email = `logcheck.${Date.now().toString(36)}@example.com`;
    const password = "Log-check-2026!";
    const cardDigits = brands.Visa();
    try {
      const visitor = new Visitor(api);
      const gRecaptchaResponse = await solveHumanCheck(visitor);
      const joined = await send(visitor, "POST", "/api/Members/Prospects", {
        firstName: "Loggy",
        lastName: "Privacy",
        email,
        password,
        passwordConfirm: password,
        zipCode: "10036",
        phoneNumber: "2125550199",
        termsAccepted: true,
        gRecaptchaResponse,
      });
      expect(joined.status).toBe(201);
      const linked = await link(visitor, [await frameCard(cardDigits)]);
      expect(linked.status).toBe(200);
      const stranger = new Visitor(api);
      const failed = await send(stranger, "POST", "/api/Members/SignIn", {
        email,
        password: "Wrong-password-1",
        rememberMe: false,
      });
      expect([401, 403]).toContain(failed.status);

      const text = output.text();
      expect(
        jsonLines(output.lines).filter((line) => line.message === "request").length,
      ).toBeGreaterThanOrEqual(6);
      for (const secret of [
        email,
        password,
        "Wrong-password-1",
        "Loggy",
        "Privacy",
        "2125550199",
        cardDigits,
        gRecaptchaResponse,
      ]) {
        expect(text).not.toContain(secret);
      }
      const sessionCookie = visitor.cookie("rewards_session");
      if (sessionCookie) expect(text).not.toContain(sessionCookie);
    } finally {
      output.stop();
    }
  });

  it("GET /api/metrics needs the token, then serves request, member-event and search figures", async () => {
    const anonymous = await api.app.request("http://internal/api/metrics", { headers: { host: "internal" } });
    expect(anonymous.status).toBe(401);
    const wrong = await api.app.request("http://internal/api/metrics", {
      headers: { host: "internal", authorization: "Bearer wrong-token-of-same-size-000000" },
    });
    expect(wrong.status).toBe(401);
    await new Visitor(api).call("/api/v2/Merchants/Search?location=10036");
    const response = await api.app.request("http://internal/api/metrics", {
      headers: { host: "internal", authorization: `Bearer ${metricsToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain('rewards_http_requests_total{method="GET",route="/api/CSRF",status="200"}');
    expect(body).toContain("rewards_http_request_duration_seconds_bucket");
    expect(body).toContain('rewards_member_events_total{event="sign-up"}');
    expect(body).toContain('rewards_member_events_total{event="card-linked"}');
    expect(body).toContain("rewards_merchant_search_duration_seconds_count");
  });

  it("GET /api/metrics also serves the page requests' histogram the server in front keeps", async () => {
    receivePageMetrics();
    try {
      // What scripts/serve.mjs does when a page's answer is done (lib/server/page-request-log.mjs).
      observePageRequest({ method: "GET", kind: "page", status: 200, cache: "hit" }, 0.004);
      const response = await api.app.request("http://internal/api/metrics", {
        headers: { host: "internal", authorization: `Bearer ${metricsToken}` },
      });
      const body = await response.text();
      expect(body).toContain("rewards_http_request_duration_seconds_bucket");
      expect(body).toContain(
        'rewards_page_request_duration_seconds_count{method="GET",kind="page",status="200",cache="hit"} 1',
      );
    } finally {
      Reflect.deleteProperty(globalThis, pageMetricsGlobalKey);
    }
  });
});
