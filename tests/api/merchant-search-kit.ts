import { expect } from "vitest";
import type { merchants as merchantsTable } from "@/backend/db/schema";
import { merchantSearchResponseSchema, type MerchantSummary } from "@/lib/shared/contracts/merchants";
import { errorAnswer, Visitor, type TestApi } from "./support";

/** A merchant row as the seed wrote it: the suites' oracle for what a search must find. */
export type MerchantRow = typeof merchantsTable.$inferSelect;

export const chicago = { latitude: 41.85, longitude: -87.6779 };

/** The test's own distance in miles (the oracle the SQL haversine is checked against). */
export function miles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The search calls a suite makes. `api` is read at call time, since suites create their test API
 * in beforeAll.
 */
export function merchantSearchCalls(api: () => TestApi) {
  async function search(query: string, visitor: Visitor = new Visitor(api())) {
    const response = await visitor.call(`/api/v2/Merchants/Search?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return merchantSearchResponseSchema.parse(await response.json());
  }

  async function searchError(query: string, visitor: Visitor = new Visitor(api())) {
    const response = await visitor.call(`/api/v2/Merchants/Search?${query}`);
    return { status: response.status, body: await errorAnswer(response) };
  }

  /** Every page of a search, pageSize 50. */
  async function searchAll(query: string, host?: string): Promise<MerchantSummary[]> {
    const visitor = new Visitor(api(), host);
    const first = await search(`${query}&pageSize=50`, visitor);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
        search(`${query}&pageSize=50&pageNo=${i + 2}`, visitor),
      ),
    );
    return [first, ...rest].flatMap((page) => page.merchants);
  }

  return { search, searchError, searchAll };
}
