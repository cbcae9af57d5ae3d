import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { listedMerchant } from "@/backend/db/queries/merchants";
import { merchants } from "@/backend/db/schema";

/**
 * One page of merchant ids with their last change, in id order: a sitemap file's merchant pages.
 * Paged because the sitemap protocol allows 50,000 URLs per file and the network may hold more.
 */
export async function listMerchantIds(
  db: Db,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ id: string; updatedAt: Date }[]> {
  return (
    db
      .select({ id: merchants.id, updatedAt: merchants.updatedAt })
      .from(merchants)
      // A removed merchant's page is a 404: no sitemap lists it (docs/decisions/0066).
      .where(listedMerchant)
      .orderBy(asc(merchants.id))
      .offset(page.offset)
      .limit(page.limit)
  );
}
