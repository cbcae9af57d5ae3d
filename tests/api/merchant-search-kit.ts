import { afterAll, beforeAll, expect } from "vitest";
import { merchants as merchantsTable } from "@/backend/db/schema";
import type { TestDb, TestDbKind } from "@/backend/db/testing";
import {
  merchantDetailSchema,
  merchantSearchResponseSchema,
  type MerchantSummary,
} from "@/shared/contracts/merchants";
import { createTestApi, errorAnswer, Visitor, type TestApi } from "./support";

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

  /** Every page of a search, pageSize 50, by a visitor on a host or by this visitor. */
  async function searchAll(query: string, as?: string | Visitor): Promise<MerchantSummary[]> {
    const visitor = as instanceof Visitor ? as : new Visitor(api(), as);
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

/**
 * A merchant suite's set-up, written once: the backend on a fresh database seeded with
 * `merchants` merchants (`prepare` may change the seed first), every merchant row as the
 * oracle (by id), and the calls the suites make. Call it inside the suite's describe; `api()`
 * and `all()` are read in tests, once beforeAll has run.
 */
export function seededMerchantSuite(
  kind: TestDbKind,
  { merchants, prepare }: { merchants: number; prepare?: (db: TestDb["db"]) => Promise<void> },
) {
  let current: TestApi | undefined;
  let rows: MerchantRow[] = [];

  beforeAll(async () => {
    current = await createTestApi(kind, { merchants });
    const { db } = current.testDb;
    await prepare?.(db);
    rows = (await db.select().from(merchantsTable)).sort((a, b) => a.id.localeCompare(b.id));
  });
  afterAll(async () => {
    await current?.close();
  });

  function api(): TestApi {
    if (!current) throw new Error("The suite's API is made in beforeAll");
    return current;
  }

  /** The first merchant (by id) the predicate picks; the seed must have one. */
  function pick(predicate: (row: MerchantRow) => boolean): MerchantRow {
    const row = rows.find(predicate);
    if (!row) throw new Error("The seed has no such merchant");
    return row;
  }

  /** One merchant's page call, parsed with its contract. */
  async function detail(id: string, visitor: Visitor = new Visitor(api())) {
    const response = await visitor.call(`/api/v2/Merchants/${id}`);
    expect(response.status).toBe(200);
    return merchantDetailSchema.parse(await response.json());
  }

  return { api, all: () => rows, pick, detail, ...merchantSearchCalls(api) };
}
