// The seed's merchants alone: no database and no engine, so journeys may read what the demo seed
// holds (tests/e2e) without loading the server-only code the seed's member history runs.
import { generateMerchant, type MerchantRow } from "./merchants";
import { createRandom } from "./random";
import { createReviewWriter } from "./review-writer";

export const defaultMerchantCount = 6_000;
/** The merchants' random seed; the demo members' history draws from the next one. */
export const merchantSeed = 20_261_122;

/** Midnight UTC today: dates stay recent whenever the seed runs, and equal within one day. */
export function seedClock(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Deterministic merchants, starting from index `from` (so larger seeds extend smaller ones). */
export function generateMerchants(count: number, from = 0, now = seedClock()): MerchantRow[] {
  const random = createRandom(merchantSeed);
  // One writer for the whole run, from the first merchant: no two reviews share their words.
  const writer = createReviewWriter();
  const rows: MerchantRow[] = [];
  for (let i = 0; i < from + count; i += 1) {
    const row = generateMerchant(random, i, now, writer);
    if (i >= from) rows.push(row);
  }
  return rows;
}
