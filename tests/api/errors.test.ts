import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "@/backend/middleware/error-handler";
import { rateLimit } from "@/backend/middleware/rate-limit";
import { memoryRateLimitStore } from "@/backend/services/rate-limits/rate-limit-store";
import type { AppEnv } from "@/backend/context";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { getPartner } from "@/partners/registry";
import { captureOutput } from "./log-capture";
import { errorAnswer } from "./support";

describe("unhandled errors", () => {
  it("answer 500 with a reference id, log it, and never leak the stack", async () => {
    const output = captureOutput();
    const app = new Hono().get("/boom", () => {
      throw new Error("database password is hunter2");
    });
    app.onError(handleError);
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text) as { error: string; referenceId: string };
    expect(body.error).toBe("Something went wrong");
    expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("at ");
    output.stop();
    expect(output.text()).toContain(body.referenceId);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the limit, per client", async () => {
    const harbor = getPartner("harbor");
    if (!harbor) throw new Error("no harbor");
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use("*", async (c, next) => {
      c.set("partner", harbor);
      await next();
    });
    app.get(
      "/limited",
      rateLimit({ bucket: "test", limit: 3, windowMs: 60_000, store: memoryRateLimitStore() }),
      (c) => c.text("ok"),
    );
    const hit = (ip: string) => app.request("/limited", { headers: { [peerAddressHeader]: ip } });
    for (let i = 0; i < 3; i += 1) expect((await hit("10.0.0.1")).status).toBe(200);
    const limited = await hit("10.0.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorAnswer(limited)).toEqual({ error: "Too many requests, please try again later." });
    expect((await hit("10.0.0.2")).status).toBe(200);
  });
});
