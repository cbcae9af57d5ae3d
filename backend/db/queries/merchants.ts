import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { merchants } from "../schema";

export type MerchantRecord = typeof merchants.$inferSelect;

/** One merchant by id. Merchants are shared by every partner, so no partner scope here. */
export async function findMerchant(
  db: Db,
  { merchantId }: { merchantId: string },
): Promise<MerchantRecord | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}
