// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { migrateDatabase } from "./migrate";
import { merchants } from "./schema";
import { seedDatabase } from "./seed/seed-database";

export interface EnsureResult {
  readonly seeded: boolean;
  readonly merchants: number;
}

/**
 * Migrates, then, with `demo`, seeds the demo data when there are no merchants yet; running it
 * again changes nothing. The seed is one transaction, so "no merchants" reliably means "never
 * seeded". Without `demo` (production) the database keeps only what was imported into it.
 */
export async function ensureDatabase(
  db: Db,
  options: { merchants?: number; demo: boolean },
): Promise<EnsureResult> {
  await migrateDatabase(db);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  const existing = row?.count ?? 0;
  if (existing > 0 || !options.demo) return { seeded: false, merchants: existing };
  const seeded = await seedDatabase(db, { merchants: options.merchants });
  return { seeded: true, merchants: seeded };
}
