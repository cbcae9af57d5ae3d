// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { useHumanCheck } from "./use-human-check";

let challenges = 0;
componentNetwork(
  http.get("*/api/HumanCheck/challenge", () => {
    challenges += 1;
    // What the server answers when it verifies reCAPTCHA instead.
    return HttpResponse.json({ error: "The human check uses reCAPTCHA" }, { status: 404 });
  }),
);

type TestWindow = Window & { grecaptcha?: unknown };

describe("useHumanCheck with a reCAPTCHA site key", () => {
  beforeAll(() => {
    vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "site-key-1");
    vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL", "/test-recaptcha.js");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    delete (window as TestWindow).grecaptcha;
  });

  it("answers with a reCAPTCHA token and never asks for the ALTCHA challenge", async () => {
    const { result } = renderHook(() => useHumanCheck());
    // Mounting the form starts loading the provider's script, from the configured address (the
    // reCAPTCHA code itself arrives by a dynamic import first).
    await waitFor(() => {
      expect(document.head.querySelector("script")?.getAttribute("src")).toMatch(
        /\/test-recaptcha\.js\?render=site-key-1$/,
      );
    });
    // The script defines grecaptcha once it has run; the next readiness poll finds it.
    const execute = vi.fn((_key: string, _options: { action: string }) => Promise.resolve("recaptcha-token"));
    (window as TestWindow).grecaptcha = {
      ready: (callback: () => void) => {
        callback();
      },
      execute,
    };
    await expect(result.current()).resolves.toBe("recaptcha-token");
    expect(execute).toHaveBeenCalledWith("site-key-1", { action: "submit" });
    expect(challenges).toBe(0);
  });
});
