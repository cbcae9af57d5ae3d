import { z } from "zod";
import { multilineText, queryInteger } from "@/shared/contracts/text";

/** Content names the app asks for (public-and-shared §7). `*` is the global configuration. */
export const contentNames = [
  "*",
  "home",
  "discover",
  "tier_1_activation",
  "surveys",
  "account_center",
  "announcement_banner",
  "earn_details",
  "earn_banner",
  "popup",
  "sidebar",
] as const;
export type ContentName = (typeof contentNames)[number];

export const contentEntrySchema = z.object({
  slug: multilineText().min(1),
  fields: z.record(multilineText(), z.unknown()),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** GET /api/cms/pages/{contentName}/ answer (ButterCMS-style). */
export const contentPageResponseSchema = z.object({ data: z.array(contentEntrySchema) });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

export const contentPageQuerySchema = z.object({
  page_size: queryInteger("page_size", 1, 100).default(100),
  preview: z.enum(["0", "1"]).optional(),
});

/** A content file in partners/<code>/content/: entries may be drafts, shown only in preview. */
export const contentFileSchema = z.object({
  data: z.array(contentEntrySchema.extend({ draft: z.boolean().optional() })),
});
