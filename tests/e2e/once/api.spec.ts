import { expect, test } from "../support/test";

const event = () => ({
  channel: "web",
  dateTime: new Date().toISOString(),
  userAgent: "playwright",
  event: "page_view",
  path: "/",
});

test("a mutating call needs the CSRF token issued to this visitor", async ({ request }) => {
  const withoutToken = await request.post("/api/Impressions", { data: [event()] });
  expect(withoutToken.status()).toBe(403);

  const csrf = await request.get("/api/CSRF");
  expect(csrf.status()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  expect(csrfToken.length).toBeGreaterThan(20);

  const withToken = await request.post("/api/Impressions", {
    data: [event()],
    headers: { "X-XSRF-TOKEN": csrfToken },
  });
  expect(withToken.status()).toBe(202);

  const forged = await request.post("/api/Impressions", {
    data: [event()],
    headers: { "X-XSRF-TOKEN": `${csrfToken.slice(0, -4)}AAAA` },
  });
  expect(forged.status()).toBe(403);
});

test("the API answers a malformed body with 400 and field messages", async ({ request }) => {
  const { csrfToken } = (await (await request.get("/api/CSRF")).json()) as { csrfToken: string };
  const headers = { "X-XSRF-TOKEN": csrfToken };

  const notJson = await request.post("/api/Impressions", {
    headers: { ...headers, "content-type": "application/json" },
    data: "{not json",
  });
  expect(notJson.status()).toBe(400);

  const invalid = await request.post("/api/Impressions", {
    headers,
    data: [{ channel: "web", dateTime: "yesterday", event: "" }],
  });
  expect(invalid.status()).toBe(400);
  const body = (await invalid.json()) as { error: string; fields: Record<string, string> };
  expect(Object.keys(body.fields).length).toBeGreaterThan(0);
  expect(Object.keys(body.fields).join(" ")).toMatch(/dateTime/);
});

test("feature flags, content and the default location answer", async ({ request }) => {
  const flags = await request.get("/api/feature-flags");
  expect(flags.status()).toBe(200);
  expect(Object.keys((await flags.json()) as object).sort()).toEqual([
    "authFlags",
    "filters",
    "partnerFeatureFlags",
  ]);

  const content = await request.get("/api/cms/pages/home/?page_size=100");
  expect(content.status()).toBe(200);
  expect(((await content.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  const unknown = await request.get("/api/cms/pages/nonsense/?page_size=100");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe("Not Found");

  const location = await request.get("/api/DefaultUserLocation");
  const { latitude, longitude } = (await location.json()) as { latitude: number; longitude: number };
  expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
});

// The spec's own URL for a content page ends in a slash before the query: it answers directly,
// with no redirect to the slash-less form (page paths still lose a trailing slash, in proxy.ts).
test("the content service answers the spec's URL with its trailing slash directly", async ({ request }) => {
  const response = await request.get("/api/cms/pages/home/?page_size=100", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { data: unknown[] }).data).toBeInstanceOf(Array);
  const page = await request.get("/how-it-works/?from=menu", { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  const location = new URL(page.headers().location ?? "", "http://x");
  expect(location.pathname).toBe("/how-it-works");
  expect(location.search).toBe("?from=menu");
});
