import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { merchants } from "@/backend/db/schema";

/** Every merchant's id and creation time, in id order: the sitemap's merchant pages. */
export async function listMerchantIds(db: Db): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: merchants.id, createdAt: merchants.createdAt })
    .from(merchants)
    .orderBy(asc(merchants.id));
}
