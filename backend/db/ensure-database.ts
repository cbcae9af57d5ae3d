// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { migrateDatabase } from "./migrate";
import { merchants } from "./schema";
import { seedMissingPartnerCampaigns } from "./seed/partner-campaigns";
import { partnerEarnings, seedDatabase } from "./seed/seed-database";

export interface EnsureResult {
  readonly seeded: boolean;
  readonly merchants: number;
  /** Partners added since the seed whose demo campaigns were added now. */
  readonly campaignsAddedFor: readonly string[];
}

/**
 * Migrates, then, with `demo`, seeds the demo data when there are no merchants yet; running it
 * again changes nothing. The seed is one transaction, so "no merchants" reliably means "never
 * seeded". A seeded demo database gets the campaigns of partners added since (docs/partners.md).
 * Without `demo` (production) the database keeps only what was imported into it.
 */
export async function ensureDatabase(
  db: Db,
  options: { merchants?: number; demo: boolean },
): Promise<EnsureResult> {
  await migrateDatabase(db);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  const existing = row?.count ?? 0;
  if (!options.demo) return { seeded: false, merchants: existing, campaignsAddedFor: [] };
  if (existing > 0) {
    const campaignsAddedFor = await seedMissingPartnerCampaigns(db, partnerEarnings());
    return { seeded: false, merchants: existing, campaignsAddedFor };
  }
  const seeded = await seedDatabase(db, { merchants: options.merchants });
  return { seeded: true, merchants: seeded, campaignsAddedFor: [] };
}
