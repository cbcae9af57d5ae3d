import { z } from "zod";
import { multilineText } from "./text";

/**
 * The fields of the content entries the app renders (public-and-shared §3 Content entry,
 * Editorial blocks, Banner). Copy is partner data: an entry that does not fit is logged and
 * treated as absent, never a crash.
 */
const link = z.object({ text: multilineText(), url: multilineText() });

export const navigationFieldsSchema = z.object({
  nav_links: z.array(
    z.object({ text_mobile: multilineText(), text_desktop: multilineText(), url: multilineText() }),
  ),
});

export const footerFieldsSchema = z.object({
  primary_links: z.array(link).default([]),
  secondary_links: z.array(link).default([]),
  copyright: multilineText().default(""),
  legal_disclaimer: multilineText().optional(),
  logo_chain: z.array(z.object({ image: multilineText(), alt: multilineText() })).optional(),
});

export const statusPageFieldsSchema = z.object({
  document_title: multilineText(),
  title: multilineText(),
  tagline: multilineText(),
  home_link_text: multilineText(),
});

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
});
export type EarnDetailsFields = z.output<typeof earnDetailsFieldsSchema>;

export const discoverFieldsSchema = z.object({ blocks: z.array(editorialBlockSchema) });

export const announcementFieldsSchema = z.object({
  banner_copy: z.array(
    z.object({
      type: z.enum(["text", "link"]),
      copy: multilineText(),
      url: multilineText().optional(),
      new_tab: z.boolean().optional(),
    }),
  ),
  tooltip_copy: multilineText().default(""),
});

export const popupFieldsSchema = z.object({
  title: multilineText().default(""),
  body_text: multilineText(),
  button_text: multilineText().optional(),
  button_url: multilineText().optional(),
});

export const homeFieldsSchema = z.object({
  user_states: z.array(z.number().int()).default([]),
  headline: multilineText().optional(),
  subheadline: multilineText().optional(),
  banner_text: z
    .array(
      z.object({
        type: z.enum(["bonus", "earn", "enrollment"]),
        text_desktop: multilineText(),
        text_mobile: multilineText(),
      }),
    )
    .default([]),
});

/** Global 'sms_opt_in': the SMS consent wording; every field optional (lib/copy/sms-opt-in-copy.ts fills gaps). */
export const smsOptInFieldsSchema = z.object({
  label: multilineText().min(1).optional(),
  no_phone_hint: multilineText().min(1).optional(),
  dialog_title: multilineText().min(1).optional(),
  dialog_body: multilineText().min(1).optional(),
  dialog_terms: z.array(multilineText().min(1)).optional(),
  confirm_text: multilineText().min(1).optional(),
  cancel_text: multilineText().min(1).optional(),
});
