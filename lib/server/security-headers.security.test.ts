import { describe, expect, it } from "vitest";
import {
  apiHeaders,
  cardEntryHeaders,
  emulationPageHeaders,
  headerRules,
  pageHeaders,
  securitySettings,
} from "./security-headers.mjs";

const header = (headers: readonly { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

describe("security headers with the card-entry frame on its own origin", () => {
  const settings = securitySettings({
    NEXT_PUBLIC_CARD_ENTRY_ORIGIN: "https://cards.rewards.example",
    NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS:
      "https://dining.harbor.example, https://dining.skyway.example,not a url",
  });

  it("lets pages frame the card-entry origin, and nothing frame the pages but the site", () => {
    const csp = header(pageHeaders(settings), "Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-src 'self' https://cards.rewards.example");
    expect(csp).toContain("frame-ancestors 'self';");
    expect(header(pageHeaders(settings), "X-Frame-Options")).toBe("SAMEORIGIN");
  });

  it("lets the partner sites frame the card-entry frame, with no X-Frame-Options to refuse them", () => {
    const headers = cardEntryHeaders(settings);
    expect(header(headers, "Content-Security-Policy")).toContain(
      "frame-ancestors 'self' https://dining.harbor.example https://dining.skyway.example;",
    );
    expect(header(headers, "X-Frame-Options")).toBeUndefined();
  });

  it("never lets the API be framed", () => {
    expect(header(apiHeaders(settings), "X-Frame-Options")).toBe("DENY");
    expect(header(apiHeaders(settings), "Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("keeps the frame on the site's own origin when none is configured", () => {
    const local = securitySettings({});
    expect(header(pageHeaders(local), "Content-Security-Policy")).toContain("frame-src 'self';");
    expect(header(cardEntryHeaders(local), "Content-Security-Policy")).toContain("frame-ancestors 'self';");
  });

  it("gives each path exactly one rule, so no rule's X-Frame-Options overrides another's", () => {
    const patterns = headerRules(settings).map((rule) => ({
      source: rule.source,
      // Next's path syntax as far as these rules use it: a regex group, or :path* for the rest.
      regex: new RegExp(`^${rule.source.replace("/:path*", "/.*")}$`),
    }));
    for (const path of [
      "/",
      "/search",
      "/merchants/m-1",
      "/apiary",
      "/card-entry",
      "/card-entry/x",
      "/api",
      "/api/Member",
    ]) {
      const matching = patterns
        .filter((pattern) => pattern.regex.test(path))
        .map((pattern) => pattern.source);
      expect(matching, path).toHaveLength(1);
    }
  });
});

describe("the payment provider in the content security policy", () => {
  const directive = (settings: ReturnType<typeof securitySettings>, name: string) =>
    header(pageHeaders(settings), "Content-Security-Policy")
      ?.split("; ")
      .find((entry) => entry.startsWith(`${name} `));

  it("allows nothing of Stripe's while no key is set", () => {
    const policy = header(pageHeaders(securitySettings({})), "Content-Security-Policy") ?? "";
    expect(policy).not.toContain("stripe.com");
  });

  it("allows Stripe's script, frames and calls once the key is set, on pages and the card frame", () => {
    const settings = securitySettings({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" });
    expect(directive(settings, "script-src")).toBe("script-src 'self' 'unsafe-inline' https://js.stripe.com");
    expect(directive(settings, "frame-src")).toBe(
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(settings, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    expect(header(cardEntryHeaders(settings), "Content-Security-Policy")).toContain("https://js.stripe.com");
    expect(header(apiHeaders(settings), "Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe("the admin tool's frame in emulation mode", () => {
  const settings = securitySettings({ ADMIN_ORIGIN: "https://admin.rewards.example/tools" });

  it("lets the admin origin frame a page only with an emulated session's marker", () => {
    const rules = headerRules(settings);
    const normal = rules.find((rule) =>
      rule.missing?.some((condition) => condition.key === "rewards_emulation"),
    );
    const emulated = rules.find((rule) =>
      rule.has?.some((condition) => condition.key === "rewards_emulation"),
    );
    expect(normal?.source).toBe(emulated?.source);
    expect(header(normal?.headers ?? [], "Content-Security-Policy")).toContain("frame-ancestors 'self';");
    expect(header(normal?.headers ?? [], "X-Frame-Options")).toBe("SAMEORIGIN");
    expect(header(emulated?.headers ?? [], "Content-Security-Policy")).toContain(
      "frame-ancestors 'self' https://admin.rewards.example;",
    );
    expect(header(emulated?.headers ?? [], "X-Frame-Options")).toBeUndefined();
  });

  it("never widens the API's or the plain pages' ancestors", () => {
    expect(header(pageHeaders(settings), "Content-Security-Policy")).toContain("frame-ancestors 'self';");
    expect(header(apiHeaders(settings), "Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(header(emulationPageHeaders(securitySettings({})), "Content-Security-Policy")).toContain(
      "frame-ancestors 'self';",
    );
  });

  it("keeps one unconditional page rule without an admin origin", () => {
    const rules = headerRules(securitySettings({}));
    expect(rules.filter((rule) => rule.has ?? rule.missing)).toHaveLength(0);
  });
});

describe("reCAPTCHA in the content security policy", () => {
  const directive = (settings: ReturnType<typeof securitySettings>, name: string) =>
    header(pageHeaders(settings), "Content-Security-Policy")
      ?.split("; ")
      .find((entry) => entry.startsWith(`${name} `));

  it("allows Google's reCAPTCHA hosts only once a site key is set", () => {
    expect(header(pageHeaders(securitySettings({})), "Content-Security-Policy")).not.toContain("google");
    const settings = securitySettings({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key" });
    expect(directive(settings, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com https://recaptcha.google.com",
    );
    expect(directive(settings, "frame-src")).toContain("https://www.google.com");
  });

  it("allows only a configured stand-in's origin, or nothing more for the site's own address", () => {
    const standIn = securitySettings({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key",
      NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL: "https://captcha.example/api.js",
    });
    expect(directive(standIn, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://captcha.example",
    );
    const local = securitySettings({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key",
      NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL: "/test-recaptcha.js",
    });
    expect(directive(local, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
  });
});
