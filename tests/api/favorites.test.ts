import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { favoritesResponseSchema, merchantDetailSchema } from "@/shared/contracts/merchants";
import { errorAnswer, createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";

describe.each(testDbKinds())("/api/Member/Favorites on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function change(visitor: Visitor, method: "PUT" | "DELETE", merchantId: string) {
    const token = await visitor.csrfToken();
    return visitor.call(`/api/Member/Favorites/${merchantId}`, {
      method,
      headers: { "X-XSRF-TOKEN": token },
    });
  }

  it("answers 401 to an anonymous visitor", async () => {
    expect((await new Visitor(api).call("/api/Member/Favorites")).status).toBe(401);
    const visitor = new Visitor(api);
    expect((await change(visitor, "PUT", "m-000001")).status).toBe(401);
  });

  it("answers 404 where the partner has no favourites", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", "greenleaf.localhost:3000");
    expect((await visitor.call("/api/Member/Favorites")).status).toBe(404);
    expect((await change(visitor, "PUT", "m-000001")).status).toBe(404);
  });

  it("refuses a change without the CSRF token", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const response = await visitor.call("/api/Member/Favorites/m-000001", { method: "PUT" });
    expect(response.status).toBe(403);
  });

  it("adds, lists and removes favourites, idempotently", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const empty = favoritesResponseSchema.parse(await (await visitor.call("/api/Member/Favorites")).json());
    expect(empty).toEqual({ merchantIds: [] });

    const added = await change(visitor, "PUT", "m-000003");
    expect(added.status).toBe(200);
    expect(favoritesResponseSchema.parse(await added.json())).toEqual({ merchantIds: ["m-000003"] });
    await change(visitor, "PUT", "m-000001");
    const twice = favoritesResponseSchema.parse(await (await change(visitor, "PUT", "m-000003")).json());
    expect(twice).toEqual({ merchantIds: ["m-000003", "m-000001"] });

    const detail = merchantDetailSchema.parse(
      await (await visitor.call("/api/v2/Merchants/m-000003")).json(),
    );
    expect(detail.isFavorite).toBe(true);

    const removed = favoritesResponseSchema.parse(await (await change(visitor, "DELETE", "m-000003")).json());
    expect(removed).toEqual({ merchantIds: ["m-000001"] });
    const again = await change(visitor, "DELETE", "m-000003");
    expect(again.status).toBe(200);
    expect(favoritesResponseSchema.parse(await again.json())).toEqual({ merchantIds: ["m-000001"] });
  });

  it("answers 404 for an unknown merchant", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const response = await change(visitor, "PUT", "m-999999");
    expect(response.status).toBe(404);
    expect(await errorAnswer(response)).toEqual({ error: "Merchant not found" });
  });

  it("keeps each member's favourites their own", async () => {
    const owner = await signedInVisitor(api, "new@harbor.example");
    await change(owner, "PUT", "m-000010");
    const other = await signedInVisitor(api, "vip@harbor.example");
    const answer = favoritesResponseSchema.parse(await (await other.call("/api/Member/Favorites")).json());
    expect(answer.merchantIds).not.toContain("m-000010");
  });
});
