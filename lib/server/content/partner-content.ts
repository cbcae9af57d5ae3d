import "server-only";
import { draftMode } from "next/headers";
import { cache } from "react";
import type { z } from "zod";
import { getContentPage } from "@/backend/services/content/get-content-page";
import { contentNames, type ContentEntry, type ContentName } from "@/shared/contracts/cms/content-pages";
import { expandFields } from "@/shared/copy/expand-fields";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import type { Partner } from "@/partners/registry";

/** Every content page of a partner, placeholders expanded. */
export type PartnerContent = Readonly<Record<ContentName, readonly ContentEntry[]>>;

/** Preview (draft copy) is on for an editor who opened /preview; never while prerendering. */
async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * Loads every content name the layout needs in parallel, once per request (React cache), so
 * nothing that depends on copy renders before all of it has loaded.
 */
export const loadPartnerContent = cache(async (partner: Partner): Promise<PartnerContent> =>
  loadPartnerContentAs(partner, await isPreview()),
);

/**
 * The partner's content, published or as an editor previews it (drafts). For callers outside a
 * page render, such as proxy.ts, where draft mode cannot be asked.
 */
export const loadPartnerContentAs = cache(
  async (partner: Partner, preview: boolean): Promise<PartnerContent> => {
    const host = partner.config.hostnames[0] ?? partner.config.code;
    const values = partnerPlaceholderValues(partner.effective);
    const pages = await Promise.all(
      contentNames.map(async (name) => {
        const entries = await getContentPage(
          { code: partner.config.code, host, cmsRoute: partner.effective.cmsRoute },
          name,
          preview,
        );
        return [
          name,
          entries.map((entry) => ({ slug: entry.slug, fields: expandFields(entry.fields, values) })),
        ] as const;
      }),
    );
    return Object.fromEntries(pages) as Record<ContentName, ContentEntry[]>;
  },
);

/** One entry's fields in their expected shape, or undefined (logged) when absent or malformed. */
export function contentFields<Schema extends z.ZodType>(
  content: PartnerContent,
  name: ContentName,
  slug: string,
  schema: Schema,
): z.output<Schema> | undefined {
  const entry = content[name].find((candidate) => candidate.slug === slug);
  if (!entry) return undefined;
  const parsed = schema.safeParse(entry.fields);
  if (!parsed.success) {
    console.error(`Content '${name}/${slug}' does not fit its shape: ${parsed.error.message}`);
    return undefined;
  }
  return parsed.data;
}

/** Every entry of a page that fits the shape (earn pages, popups by slug). */
export function contentEntries<Schema extends z.ZodType>(
  content: PartnerContent,
  name: ContentName,
  schema: Schema,
): { slug: string; fields: z.output<Schema> }[] {
  return content[name].flatMap((entry) => {
    const parsed = schema.safeParse(entry.fields);
    return parsed.success ? [{ slug: entry.slug, fields: parsed.data }] : [];
  });
}
