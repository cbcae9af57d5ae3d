import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formMessages } from "@/shared/contracts/form-messages";
import { freshIp, send } from "./solve-human-check";
import { createTestApi, errorAnswer, Visitor, type TestApi } from "./support";

/**
 * The reCAPTCHA path on the server: with RECAPTCHA_SECRET set, a form's gRecaptchaResponse is
 * verified at the provider's verify URL (RECAPTCHA_VERIFY_URL). The provider is the one external
 * boundary: a stub on a local port stands in for it, answering as Google's siteverify does.
 */
const verified: { secret: string | null; response: string | null; remoteip: string | null }[] = [];
let provider: Server;
let verifyUrl = "";

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      verified.push({
        secret: form.get("secret"),
        response: form.get("response"),
        remoteip: form.get("remoteip"),
      });
      response.setHeader("content-type", "application/json");
      const token = form.get("response");
      response.end(
        JSON.stringify(
          token === "good-token"
            ? { success: true }
            : {
                success: false,
                "error-codes": [token === "used-token" ? "timeout-or-duplicate" : "invalid-input-response"],
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${String((provider.address() as AddressInfo).port)}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

describe("reCAPTCHA verification on sign-up", () => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await createTestApi("pglite");
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    vi.stubEnv("RECAPTCHA_SECRET", "server-secret-1");
    vi.stubEnv("RECAPTCHA_VERIFY_URL", verifyUrl);
    verified.length = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const signUp = (token: string) => {
    counter += 1;
    return send(
      new Visitor(api, "harbor.localhost:3000"),
      "POST",
      "/api/Members/Prospects",
      {
        firstName: "Pat",
        lastName: "Quinn",
        email: `recaptcha.${String(counter)}@example.com`,
        password: "Dining-2026!",
        passwordConfirm: "Dining-2026!",
        zipCode: "10036",
        termsAccepted: true,
        gRecaptchaResponse: token,
      },
      freshIp(),
    );
  };

  it("accepts a token the provider verifies, sending it the secret and the token", async () => {
    const response = await signUp("good-token");
    expect(response.status).toBeLessThan(300);
    expect(verified).toEqual([
      expect.objectContaining({ secret: "server-secret-1", response: "good-token" }),
    ]);
  });

  it("refuses a token the provider refuses, with the captcha message", async () => {
    for (const token of ["bad-token", "used-token"]) {
      const response = await signUp(token);
      expect(response.status).toBe(400);
      expect((await errorAnswer(response)).fields?.gRecaptchaResponse).toBe(formMessages.captchaRequired);
    }
  });

  it("no longer offers the ALTCHA challenge", async () => {
    const response = await new Visitor(api).call("/api/HumanCheck/challenge");
    expect(response.status).toBe(404);
  });
});
