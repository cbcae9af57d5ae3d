// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HumanCheckError } from "./human-check-error";
import { createRecaptcha, recaptchaMessages } from "./recaptcha";

type TestWindow = Window & { grecaptcha?: unknown };
const settings = { siteKey: "site-key-1", scriptUrl: "/test-recaptcha.js" };
const scripts = () => [...document.head.querySelectorAll("script")];
const fakeApi = (token: string) => ({
  ready: (callback: () => void) => {
    callback();
  },
  execute: vi.fn((_key: string, _options: { action: string }) => Promise.resolve(token)),
});

describe("reCAPTCHA in the browser", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (window as TestWindow).grecaptcha;
    document.head.innerHTML = "";
  });

  it("loads the configured script with the site key and polls every 500 ms until it is ready", async () => {
    const recaptcha = createRecaptcha(settings);
    const token = recaptcha.execute("join");
    expect(scripts().map((script) => script.src)).toEqual([
      `${window.location.origin}/test-recaptcha.js?render=site-key-1`,
    ]);
    const api = fakeApi("token-123");
    (window as TestWindow).grecaptcha = api;
    await vi.advanceTimersByTimeAsync(499);
    expect(api.execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toBe("token-123");
    expect(api.execute).toHaveBeenCalledWith("site-key-1", { action: "join" });
  });

  it("fails with the spec's words when it never becomes ready", async () => {
    const failed = createRecaptcha(settings).execute("join");
    const assertion = expect(failed).rejects.toThrow(recaptchaMessages.notReady);
    await vi.advanceTimersByTimeAsync(20 * 500);
    await assertion;
    expect(recaptchaMessages.notReady).toBe("reCaptcha is not in ready state.");
  });

  it("loads the script again after a network error, and gives up after ten", async () => {
    const failed = createRecaptcha(settings).execute("join");
    const assertion = expect(failed).rejects.toThrow(
      new HumanCheckError("Too many network errors, give up on reCaptcha."),
    );
    for (let error = 0; error < 10; error += 1) {
      const [script] = scripts();
      expect(script).toBeDefined();
      script?.dispatchEvent(new Event("error"));
      await vi.advanceTimersByTimeAsync(500);
    }
    await assertion;
  });

  it("tries again on the next submit after a failed start", async () => {
    const recaptcha = createRecaptcha(settings);
    const first = recaptcha.execute("join");
    const assertion = expect(first).rejects.toThrow(recaptchaMessages.notReady);
    await vi.advanceTimersByTimeAsync(20 * 500);
    await assertion;
    (window as TestWindow).grecaptcha = fakeApi("second-token");
    await expect(recaptcha.execute("join")).resolves.toBe("second-token");
  });
});
