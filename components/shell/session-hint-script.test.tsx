// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionExpiryCookieName } from "@/shared/contracts/cookie-names";
import { SessionHintScript } from "./session-hint-script";

/** Runs the script the page carries, as the browser does before its first paint. */
function runScript() {
  const { container } = render(<SessionHintScript />);
  const source = container.querySelector("script")?.textContent ?? "";
  // The very text the page runs, run as the browser runs an inline script.
  const script = document.createElement("script");
  script.textContent = source;
  document.head.append(script);
  script.remove();
}

function setExpiry(value: string) {
  document.cookie = `${sessionExpiryCookieName}=${value}; path=/`;
}

describe("the session hint before the first paint", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("data-live-session");
    document.cookie = `${sessionExpiryCookieName}=; path=/; max-age=0`;
  });

  it("marks the page when the session's expiry lies ahead", () => {
    setExpiry(String(Date.now() + 600_000));
    runScript();
    expect(document.documentElement.hasAttribute("data-live-session")).toBe(true);
  });

  it("leaves a visitor's page unmarked: no cookie, an expired one, or one that is not a time", () => {
    runScript();
    expect(document.documentElement.hasAttribute("data-live-session")).toBe(false);
    for (const value of [String(Date.now() - 1_000), "soon"]) {
      setExpiry(value);
      runScript();
      expect(document.documentElement.hasAttribute("data-live-session")).toBe(false);
    }
  });
});
