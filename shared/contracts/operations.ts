import { z } from "zod";
import { text } from "./text";

/**
 * Tags of Next's page and data cache an operator may refresh. "merchants" is every merchant page
 * (each is static until revalidated, docs/decisions/0035); "merchant:{id}" is one merchant's page
 * and data, which `npm run db:import-merchants` refreshes for each merchant it wrote, with
 * "merchant-list" (the sitemap's files).
 */
export const cacheTags = ["merchants", "merchant-list"] as const;
export type CacheTag = (typeof cacheTags)[number] | `merchant:${string}`;

/** The cache tag of one merchant's page and data. */
export function merchantCacheTag(merchantId: string): `merchant:${string}` {
  return `merchant:${merchantId}`;
}

/** Next refuses tags longer than 256 characters; merchant ids are far shorter. */
const merchantTagPattern = /^merchant:[A-Za-z0-9._~-]{1,200}$/;
const tagMessage = `Each tag must be one of: ${cacheTags.join(", ")}, or merchant:{id}`;

/** Tags per call: an import refreshes its merchants in calls of this many. */
export const maxTagsPerRevalidate = 500;

/** POST /api/Operations/Revalidate */
export const revalidateRequestSchema = z.strictObject({
  tags: z
    .array(
      text().refine(
        (tag) => (cacheTags as readonly string[]).includes(tag) || merchantTagPattern.test(tag),
        tagMessage,
      ),
    )
    .min(1, "Name at least one tag")
    .max(maxTagsPerRevalidate, `Name at most ${String(maxTagsPerRevalidate)} tags`)
    .transform((tags) => tags as CacheTag[]),
});
