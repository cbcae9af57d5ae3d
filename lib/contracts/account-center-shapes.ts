import { z } from "zod";

/** One membership tier's wording on the overview (account-center §2 Overview). */
const tierCopySchema = z.object({ membership: z.string(), earning: z.string() });

/**
 * The account_center content entry (account-center §3 Account center copy): document titles,
 * the referral link card, help link groups and, optionally, the membership wording per tier.
 */
export const accountCenterFieldsSchema = z.object({
  overview_document_title: z.string().optional(),
  manage_cards_document_title: z.string().optional(),
  referral_link: z.object({ is_enabled: z.boolean(), title: z.string(), description: z.string() }).optional(),
  link_groups: z
    .array(z.object({ title: z.string(), links: z.array(z.object({ text: z.string(), url: z.string() })) }))
    .optional(),
  membership: z
    .object({ opted_out: tierCopySchema, opted_in: tierCopySchema, vip: tierCopySchema })
    .partial()
    .optional(),
});
export type AccountCenterFields = z.infer<typeof accountCenterFieldsSchema>;
