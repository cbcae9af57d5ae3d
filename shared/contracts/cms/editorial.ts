import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/**
 * Editorial pages' fields: the earn_details entries (how-it-works, /earn/*, configured paths),
 * their blocks and banner (public-and-shared §3 Content entry, Editorial blocks, Banner). Copy
 * is partner data: an entry that does not fit is logged and treated as absent, never a crash.
 */

/** Global 'editorial_pages': paths beyond /how-it-works and /earn/* that show an earn_details entry. */
export const editorialPagesFieldsSchema = z.object({ paths: z.array(multilineText().startsWith("/")) });

export const textStyleSchema = z
  .object({
    size: z.enum(["small", "medium", "large"]).default("medium"),
    weight: z.enum(["regular", "bold"]).default("regular"),
    is_reverse: z.boolean().default(false),
    casing: z.enum(["none", "upper", "title", "lower", "sentence"]).default("none"),
  })
  .default({ size: "medium", weight: "regular", is_reverse: false, casing: "none" });
export type TextStyle = z.output<typeof textStyleSchema>;

export const editorialBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    text_mobile: multilineText(),
    text_desktop: multilineText(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("title"),
    text_mobile: multilineText(),
    text_desktop: multilineText(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("button"),
    url: multilineText(),
    new_tab: z.boolean().default(false),
    text_mobile: multilineText(),
    text_desktop: multilineText(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("link"),
    url: multilineText(),
    new_tab: z.boolean().default(false),
    is_reverse: z.boolean().default(false),
    text_mobile: multilineText(),
    text_desktop: multilineText(),
  }),
  z.object({
    type: z.literal("merchant_search"),
    search_string: multilineText(),
    headline: multilineText(),
    body: multilineText(),
  }),
]);
export type EditorialBlock = z.output<typeof editorialBlockSchema>;

export const bannerSchema = z.object({
  image: multilineText().optional(),
  image_mobile: multilineText().optional(),
  image_mobile_alt_text: multilineText().default(""),
  image_x_position: multilineText().default("center"),
  image_y_position: multilineText().default("center"),
  enable_banner: z.boolean().default(false),
  include_welcome_message: z.boolean().default(false),
  include_prospect_email: z.boolean().default(false),
});

/** One question of an FAQ page, with its answer (plain copy, blank lines for paragraphs). */
export const faqEntrySchema = z.object({ question: multilineText().min(1), answer: multilineText().min(1) });
export type FaqEntry = z.output<typeof faqEntrySchema>;

export const earnDetailsFieldsSchema = z.object({
  url: multilineText().startsWith("/"),
  browser_title: multilineText(),
  banner_text: multilineText().default(""),
  disclaimer: multilineText().default(""),
  main_column: multilineText().default(""),
  side_column: multilineText().default(""),
  banner: bannerSchema.optional(),
  /** False for pages that are not offers (terms, privacy): they render but stay off the /earn list. */
  listed_on_earn: z.boolean().default(true),
  /** Questions and answers: the page is an FAQ page, shown as such and described by FAQPage JSON-LD. */
  faq: z.array(faqEntrySchema).default([]),
});
export type EarnDetailsFields = z.output<typeof earnDetailsFieldsSchema>;
