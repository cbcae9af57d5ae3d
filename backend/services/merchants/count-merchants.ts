import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { listedMerchant } from "@/backend/db/queries/merchants";
import { merchants } from "@/backend/db/schema";

/** How many listed merchants there are: how many sitemap files their pages need. */
export async function countMerchants(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(merchants).where(listedMerchant);
  return row?.total ?? 0;
}
