import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as login } from "@/app/[partner]/Login/route";
import { proxy } from "@/proxy";

/**
 * Every Location built from a visitor's address, besides the safe-redirect gate's (tested with
 * it): fetch's Headers refuses text above U+00FF with a 500, so each must come out as ASCII.
 * These build theirs with URL and URLSearchParams, which percent-encode.
 */
const ascii = /^[\x21-\x7e]+$/;

function locationOf(response: Response): string {
  const location = response.headers.get("location");
  if (location === null) throw new Error(`No Location (status ${String(response.status)})`);
  return location;
}

describe("Locations built from a visitor's address are ASCII", () => {
  it("the proxy's canonical-path redirect keeps the query, encoded", async () => {
    for (const [url, location] of [
      [
        "http://skyway.localhost:3000/caf%C3%A9/?q=%E3%80%81",
        "http://skyway.localhost:3000/caf%C3%A9?q=%E3%80%81",
      ],
      [
        "http://skyway.localhost:3000/caf\u00e9/?q=\u3001",
        "http://skyway.localhost:3000/caf%C3%A9?q=%E3%80%81",
      ],
    ] as const) {
      const response = await proxy(new NextRequest(url));
      expect(response.status).toBe(308);
      expect(locationOf(response)).toBe(location);
    }
  });

  it("the proxy's account sign-in redirect, for direct and SSO partners", async () => {
    const direct = await proxy(
      new NextRequest("http://harbor.localhost:3000/account/overview?q=\u3001\u00e9"),
    );
    expect(direct.status).toBe(307);
    expect(locationOf(direct)).toMatch(ascii);
    expect(new URL(locationOf(direct)).searchParams.get("returnUrl")).toBe(
      "/account/overview?q=%E3%80%81%C3%A9",
    );

    const sso = await proxy(new NextRequest("http://skyway.localhost:3000/account/overview?q=\u3001"));
    expect(sso.status).toBe(307);
    expect(locationOf(sso)).toMatch(ascii);
    expect(new URL(locationOf(sso)).searchParams.get("returnTo")).toBe("/account/overview?q=%E3%80%81");
  });

  it("/Login hands returnTo to the SSO start encoded", async () => {
    const response = await login(new Request("http://localhost/Login?returnTo=%2Fcaf%C3%A9%2F%E3%80%81"), {
      params: Promise.resolve({ partner: "skyway" }),
    });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/api/sso/login?returnTo=%2Fcaf%C3%A9%2F%E3%80%81");
  });
});
