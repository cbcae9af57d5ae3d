import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { memberSchema } from "@/shared/contracts/member";
import { createTestApi, Visitor, type TestApi } from "./support";

// The embedded provider listens on its own port for this file; set before anything reads env().
vi.hoisted(() => {
  process.env.SSO_LOCAL_PORT = "3797";
});

const skyway = "skyway.localhost:3000";

/** The browser's side at the provider: follows nothing by itself, keeps the provider's cookies. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? "GET", headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }
}

function location(response: Response, base: string): string {
  const value = response.headers.get("location");
  if (!value) throw new Error(`No redirect from ${base} (status ${String(response.status)})`);
  return new URL(value, base).href;
}

/** Drives the whole authorization-code flow and answers the app's callback path with its query. */
async function signInAtProvider(
  visitor: Visitor,
  choose: { sub: string } | { join: Record<string, string> },
  loginPath = "/api/sso/login",
  headers: Record<string, string> = {},
): Promise<string> {
  const start = await visitor.call(loginPath, { headers });
  expect(start.status).toBe(302);
  const authorize = location(start, `http://${skyway}`);
  expect(authorize).toMatch(/^http:\/\/localhost:3797\/auth\?/);
  expect(new URL(authorize).searchParams.get("code_challenge_method")).toBe("S256");

  const browser = new ProviderBrowser();
  const toInteraction = await browser.request(authorize);
  const interaction = location(toInteraction, authorize);
  const page = await browser.request(interaction);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Continue as Sky Tanaka");

  const submitted =
    "sub" in choose
      ? await browser.request(`${interaction}/login`, { method: "POST", form: choose })
      : await browser.request(`${interaction}/join`, { method: "POST", form: choose.join });
  let next = location(submitted, interaction);
  // The provider resumes the authorization and sends the browser back to the partner's callback.
  for (let hops = 0; hops < 5 && !next.includes("/api/sso/callback"); hops += 1) {
    next = location(await browser.request(next), next);
  }
  const callback = new URL(next);
  expect(callback.origin).toBe(`http://${skyway}`);
  return `${callback.pathname}${callback.search}`;
}

describe("SSO sign-in through the embedded identity provider", () => {
  let api: TestApi;
  beforeAll(async () => {
    const { startLocalIdentityProvider } = await import("@/backend/sso/start-local-identity-provider");
    await startLocalIdentityProvider();
    api = await createTestApi("pglite", { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("signs a program member in as their dining member", async () => {
    const visitor = new Visitor(api, skyway);
    const callback = await signInAtProvider(visitor, { sub: "skyway-demo-1" });
    const done = await visitor.call(callback);
    expect(done.status).toBe(302);
    // Nothing says where the member was: the account overview, never the marketing home.
    expect(done.headers.get("location")).toBe("/account/overview");
    const member = memberSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(member).toMatchObject({
      publicId: "skyway-demo-member",
      firstName: "Sky",
      interfaceType: "sso",
    });
  });

  it("returns to the page that sent the member, then to the page they came from", async () => {
    const sent = new Visitor(api, skyway);
    const sentBack = await sent.call(
      await signInAtProvider(
        sent,
        { sub: "skyway-demo-1" },
        "/api/sso/login?returnTo=%2Faccount%2Fmanage_cards",
        {
          referer: `http://${skyway}/search`,
        },
      ),
    );
    expect(sentBack.headers.get("location")).toBe("/account/manage_cards");

    const browsing = new Visitor(api, skyway);
    const cameFrom = await browsing.call(
      await signInAtProvider(browsing, { sub: "skyway-demo-1" }, "/api/sso/login", {
        referer: `http://${skyway}/search?location=Chicago`,
      }),
    );
    expect(cameFrom.headers.get("location")).toBe("/search?location=Chicago");

    const elsewhere = new Visitor(api, skyway);
    const fromAnotherSite = await elsewhere.call(
      await signInAtProvider(elsewhere, { sub: "skyway-demo-1" }, "/api/sso/login", {
        referer: "https://evil.example/account/overview?x=1",
      }),
    );
    expect(fromAnotherSite.headers.get("location")).toBe("/account/overview");
  });

  it("returns to a page whose path is not ASCII with a Location in ASCII, escapes kept as they are", async () => {
    // Hono writes a Latin-1 Location as raw bytes and re-escapes the "%" of one beyond Latin-1.
    for (const [returnTo, expected] of [
      ["/caf\u00e9", "/caf%C3%A9"],
      ["/caf%C3%A9/\u3001", "/caf%C3%A9/%E3%80%81"],
    ] as const) {
      const visitor = new Visitor(api, skyway);
      const done = await visitor.call(
        await signInAtProvider(
          visitor,
          { sub: "skyway-demo-1" },
          `/api/sso/login?returnTo=${encodeURIComponent(returnTo)}`,
        ),
      );
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(expected);
    }
  });

  it("creates a non-card member for someone who just joined the program", async () => {
    const visitor = new Visitor(api, skyway);
    const callback = await signInAtProvider(
      visitor,
      { join: { given_name: "Jo", family_name: "Lee", email: "jo.lee@example.com" } },
      "/api/sso/login?join=1",
    );
    const joined = await visitor.call(callback);
    expect(joined.status).toBe(302);
    // Joining goes on to enrollment's next step: link a card.
    expect(joined.headers.get("location")).toBe("/add_card");
    const member = memberSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(member).toMatchObject({
      firstName: "Jo",
      email: "jo.lee@example.com",
      memberType: "NonCardMember",
    });
  });

  it("refuses a callback whose state does not match, and one that was never started here", async () => {
    const visitor = new Visitor(api, skyway);
    const callback = await signInAtProvider(visitor, { sub: "skyway-demo-1" });
    const tampered = callback.replace(/state=[^&]+/, "state=forged");
    const refused = await visitor.call(tampered);
    expect(refused.headers.get("location")).toBe("/error");
    expect((await visitor.call("/api/Member")).status).toBe(401);

    const stranger = new Visitor(api, skyway);
    const unstarted = await stranger.call(callback);
    expect(unstarted.headers.get("location")).toBe("/login");
  });

  it("does not exist for partners without SSO", async () => {
    expect((await new Visitor(api, "harbor.localhost:3000").call("/api/sso/login")).status).toBe(404);
  });
});
