import { z } from "zod";

/**
 * Tags of Next's data cache an operator may refresh. "merchants" is every merchant page's data
 * (cached an hour): refreshed after `npm run db:import-merchants` so pages show the import at once.
 */
export const cacheTags = ["merchants"] as const;
export type CacheTag = (typeof cacheTags)[number];

/** POST /api/Operations/Revalidate */
export const revalidateRequestSchema = z.strictObject({
  tags: z
    .array(z.enum(cacheTags, { error: `Each tag must be one of: ${cacheTags.join(", ")}` }))
    .min(1, "Name at least one tag")
    .max(cacheTags.length),
});
