import { z } from "zod";

/**
 * The fields of the content entries the app renders (public-and-shared §3 Content entry,
 * Editorial blocks, Banner). Copy is partner data: an entry that does not fit is logged and
 * treated as absent, never a crash.
 */
const link = z.object({ text: z.string(), url: z.string() });

export const navigationFieldsSchema = z.object({
  nav_links: z.array(z.object({ text_mobile: z.string(), text_desktop: z.string(), url: z.string() })),
});

export const footerFieldsSchema = z.object({
  primary_links: z.array(link).default([]),
  secondary_links: z.array(link).default([]),
  copyright: z.string().default(""),
  legal_disclaimer: z.string().optional(),
  logo_chain: z.array(z.object({ image: z.string(), alt: z.string() })).optional(),
});

export const statusPageFieldsSchema = z.object({
  document_title: z.string(),
  title: z.string(),
  tagline: z.string(),
  home_link_text: z.string(),
});

export const editorialPagesFieldsSchema = z.object({ paths: z.array(z.string().startsWith("/")) });

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
    text_mobile: z.string(),
    text_desktop: z.string(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("title"),
    text_mobile: z.string(),
    text_desktop: z.string(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("button"),
    url: z.string(),
    new_tab: z.boolean().default(false),
    text_mobile: z.string(),
    text_desktop: z.string(),
    style: textStyleSchema,
  }),
  z.object({
    type: z.literal("link"),
    url: z.string(),
    new_tab: z.boolean().default(false),
    is_reverse: z.boolean().default(false),
    text_mobile: z.string(),
    text_desktop: z.string(),
  }),
  z.object({
    type: z.literal("merchant_search"),
    search_string: z.string(),
    headline: z.string(),
    body: z.string(),
  }),
]);
export type EditorialBlock = z.output<typeof editorialBlockSchema>;

export const bannerSchema = z.object({
  image: z.string().optional(),
  image_mobile: z.string().optional(),
  image_mobile_alt_text: z.string().default(""),
  image_x_position: z.string().default("center"),
  image_y_position: z.string().default("center"),
  enable_banner: z.boolean().default(false),
  include_welcome_message: z.boolean().default(false),
  include_prospect_email: z.boolean().default(false),
});
export type Banner = z.output<typeof bannerSchema>;

export const earnDetailsFieldsSchema = z.object({
  url: z.string().startsWith("/"),
  browser_title: z.string(),
  banner_text: z.string().default(""),
  disclaimer: z.string().default(""),
  main_column: z.string().default(""),
  side_column: z.string().default(""),
  banner: bannerSchema.optional(),
  /** False for pages that are not offers (terms, privacy): they render but stay off the /earn list. */
  listed_on_earn: z.boolean().default(true),
});
export type EarnDetailsFields = z.output<typeof earnDetailsFieldsSchema>;

export const discoverFieldsSchema = z.object({ blocks: z.array(editorialBlockSchema) });

export const announcementFieldsSchema = z.object({
  banner_copy: z.array(
    z.object({
      type: z.enum(["text", "link"]),
      copy: z.string(),
      url: z.string().optional(),
      new_tab: z.boolean().optional(),
    }),
  ),
  tooltip_copy: z.string().default(""),
});

export const popupFieldsSchema = z.object({
  title: z.string().default(""),
  body_text: z.string(),
  button_text: z.string().optional(),
  button_url: z.string().optional(),
});

export const homeFieldsSchema = z.object({
  user_states: z.array(z.number().int()).default([]),
  headline: z.string().optional(),
  subheadline: z.string().optional(),
  banner_text: z
    .array(
      z.object({
        type: z.enum(["bonus", "earn", "enrollment"]),
        text_desktop: z.string(),
        text_mobile: z.string(),
      }),
    )
    .default([]),
});

export const sidebarFieldsSchema = z.object({ page_text: z.string() });

/** Global 'sms_opt_in': the SMS consent wording; every field optional (lib/copy/sms-opt-in-copy.ts fills gaps). */
export const smsOptInFieldsSchema = z.object({
  label: z.string().min(1).optional(),
  no_phone_hint: z.string().min(1).optional(),
  dialog_title: z.string().min(1).optional(),
  dialog_body: z.string().min(1).optional(),
  dialog_terms: z.array(z.string().min(1)).optional(),
  confirm_text: z.string().min(1).optional(),
  cancel_text: z.string().min(1).optional(),
});
