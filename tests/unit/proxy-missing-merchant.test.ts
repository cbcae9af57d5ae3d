import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { missingMerchantHeader } from "@/lib/server/routing/missing-merchant";
import { proxy } from "@/proxy";

// The database's answer for merchant ids: only m-000001 is listed.
vi.mock("@/lib/server/api/merchant-exists", () => ({
  merchantExists: (merchantId: string) => Promise.resolve(merchantId === "m-000001"),
  forgetMerchant: () => undefined,
}));

/** The request header the proxy hands the page it rewrites to (Next's middleware protocol). */
function handedHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

function rewriteOf(response: Response): string {
  return new URL(response.headers.get("x-middleware-rewrite") ?? "http://none/").pathname;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://harbor.localhost:3000${path}`, { headers }));

/** The not-found page of a merchant path knows which merchant it stands for (decision 0066). */
describe("the proxy's 404 for a merchant path", () => {
  it.each(["/merchants/m-001000", "/merchants/m-001000/Order", "/merchants/zzz"])(
    "answers %s with the not-found page, naming the merchant",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(rewriteOf(response)).toBe("/harbor/not_found");
      expect(handedHeader(response, missingMerchantHeader)).toBe(path.split("/")[2]);
    },
  );

  it("names nothing for an id no import could write (nothing of the address reaches the page)", async () => {
    for (const path of ["/merchants/caf%C3%A9", "/merchants/%0Aevil", "/merchants/a%20b"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(handedHeader(response, missingMerchantHeader), path).toBeNull();
    }
  });

  it("never passes on a visitor's own header: other 404s name no merchant", async () => {
    for (const path of ["/no/such/page", "/not_found"]) {
      const response = await get(path, { [missingMerchantHeader]: "m-001000" });
      expect(response.status, path).toBe(404);
      expect(handedHeader(response, missingMerchantHeader), path).toBeNull();
      // Overridden, so the page reads the proxy's (absent) value, not the visitor's.
      expect(response.headers.get("x-middleware-override-headers") ?? "").not.toContain(
        missingMerchantHeader,
      );
    }
  });

  it("lets a listed merchant's page through, untouched", async () => {
    const response = await get("/merchants/m-000001");
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe("/merchant-page/harbor/m-000001");
    expect(handedHeader(response, missingMerchantHeader)).toBeNull();
  });
});
