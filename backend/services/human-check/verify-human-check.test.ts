import { describe, expect, it } from "vitest";
import { verifyRecaptchaToken } from "./recaptcha";
import { humanCheckProvider, verifyHumanCheck } from "./verify-human-check";

function fakeFetch(answer: unknown, status = 200): { fetch: typeof fetch; bodies: string[] } {
  const bodies: string[] = [];
  const stub: typeof fetch = (_url, init) => {
    bodies.push(init?.body instanceof URLSearchParams ? init.body.toString() : "");
    return Promise.resolve(new Response(JSON.stringify(answer), { status }));
  };
  return { fetch: stub, bodies };
}

describe("human check provider", () => {
  it("is ALTCHA unless a reCAPTCHA secret is configured", () => {
    expect(humanCheckProvider({})).toBe("altcha");
    expect(humanCheckProvider({ RECAPTCHA_SECRET: "" })).toBe("altcha");
    expect(humanCheckProvider({ RECAPTCHA_SECRET: "s3cret" })).toBe("recaptcha");
  });

  it("verifies with ALTCHA offline when no secret is set", async () => {
    expect(await verifyHumanCheck("not-a-solution", {}, {})).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("reCAPTCHA verification (Google's answer stubbed)", () => {
  it("posts secret, token and client address, and passes on success", async () => {
    const { fetch, bodies } = fakeFetch({ success: true });
    expect(await verifyRecaptchaToken("token", { secret: "s3cret", remoteIp: "203.0.113.9", fetch })).toEqual(
      {
        ok: true,
      },
    );
    expect(new URLSearchParams(bodies[0])).toEqual(
      new URLSearchParams({ secret: "s3cret", response: "token", remoteip: "203.0.113.9" }),
    );
  });

  it("maps Google's refusals and outages", async () => {
    const duplicate = fakeFetch({ success: false, "error-codes": ["timeout-or-duplicate"] }).fetch;
    expect(await verifyRecaptchaToken("t", { secret: "s", fetch: duplicate })).toEqual({
      ok: false,
      reason: "replayed",
    });
    const refused = fakeFetch({ success: false, "error-codes": ["invalid-input-response"] }).fetch;
    expect(await verifyRecaptchaToken("t", { secret: "s", fetch: refused })).toEqual({
      ok: false,
      reason: "invalid",
    });
    const down = fakeFetch({}, 503).fetch;
    expect(await verifyRecaptchaToken("t", { secret: "s", fetch: down })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const nonsense = fakeFetch({ hello: "world" }).fetch;
    expect(await verifyRecaptchaToken("t", { secret: "s", fetch: nonsense })).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
