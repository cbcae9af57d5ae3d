// Used by tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import type { DbConnection } from "./connection";
import { merchants } from "./schema";
import { seedDatabase } from "./seed/seed-database";

export interface EnsureResult {
  readonly seeded: boolean;
  readonly merchants: number;
}

/** Migrates, then seeds when there are no merchants yet; running it again changes nothing. */
export async function ensureDatabase(
  connection: DbConnection,
  options: { merchants?: number } = {},
): Promise<EnsureResult> {
  await connection.migrate();
  const [row] = await connection.db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  const existing = row?.count ?? 0;
  if (existing > 0) return { seeded: false, merchants: existing };
  const seeded = await seedDatabase(connection.db, { merchants: options.merchants });
  return { seeded: true, merchants: seeded };
}
