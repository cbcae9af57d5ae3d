import { expect, test } from "../support/test";

// What the production server answers before and around the app: checked on the built server,
// since Next's own headers and URL parsing are not part of the API suite's app.request().
test("API answers are never framed: X-Frame-Options DENY, not the pages' SAMEORIGIN", async ({ request }) => {
  const api = await request.get("/api/CSRF");
  expect(api.headers()["x-frame-options"]).toBe("DENY");
  expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const page = await request.get("/how-it-works");
  expect(page.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

for (const path of ["/%", "/%E0%A4%A", "/api/%"]) {
  test(`a malformed address (${path}) is a 400 with the security headers, not a bare 500`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toBeTruthy();
  });
}
