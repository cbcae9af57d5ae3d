import "server-only";
import { unstable_cache } from "next/cache";
import { inProcess } from "@/backend/services/in-process";
import type { CacheTag } from "@/shared/contracts/operations";
import type { MerchantListing } from "@/lib/server/seo/sitemap-files";

/**
 * The merchant list behind the sitemap files, from the merchant services in process.
 * Through the data cache so its tags become the static sitemap files' tags: an import
 * revalidates "merchant-list" and the files are rebuilt on their next request (decision 0035).
 */
const listingTags: CacheTag[] = ["merchants", "merchant-list"];
const options = { revalidate: 3600, tags: listingTags };

const cachedCount = unstable_cache(async () => inProcess.merchantCount(), ["merchant-count"], options);

// The cache stores JSON, so the dates travel as ISO strings.
const cachedPage = unstable_cache(
  async (offset: number, limit: number) =>
    (await inProcess.merchantIds(offset, limit)).map((row) => ({
      id: row.id,
      updatedAt: row.updatedAt.toISOString(),
    })),
  ["merchant-sitemap-page"],
  options,
);

export const merchantListing: MerchantListing = {
  count: cachedCount,
  async page(offset, limit) {
    const rows = await cachedPage(offset, limit);
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
  },
};
