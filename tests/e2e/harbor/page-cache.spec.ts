import { sessionExpiryCookieName } from "../../../shared/contracts/cookie-names";
import { expect, test } from "../support/test";

// The server answers a shared page again from memory (docs/decisions/0037); only what is the
// same for every visitor may be kept.

test("a shared page is answered again from the page cache, with Next's own headers", async ({ request }) => {
  const first = await request.get("/how-it-works");
  expect(first.status()).toBe(200);
  const again = await request.get("/how-it-works");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  expect(await again.text()).toBe(await first.text());
});

test("a member's account page is never kept, so a visitor after them is still sent to sign in", async ({
  request,
}) => {
  // The proxy's gate reads only the session's readable expiry; a member's request passes it.
  const member = { cookie: `${sessionExpiryCookieName}=${String(Date.now() + 3_600_000)}` };
  for (let i = 0; i < 2; i += 1) {
    const answer = await request.get("/account/overview", { headers: member, maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toMatch(/private/);
    expect(answer.headers()["x-page-cache"]).not.toBe("hit");
  }
  const visitor = await request.get("/account/overview", { maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
});

test("an editor previewing draft copy is never served the published page from the cache", async ({
  request,
}) => {
  await request.get("/how-it-works");
  const draft = await request.get("/how-it-works", { headers: { cookie: "__prerender_bypass=forged" } });
  expect(draft.headers()["x-page-cache"]).not.toBe("hit");
});
