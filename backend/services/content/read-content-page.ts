import "server-only";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { contentFileSchema, type ContentEntry, type ContentName } from "@/shared/contracts/cms/content-pages";

/**
 * Reads one content page of a partner from partners/<code>/content/. Files are read at request
 * time and cached by modification time, so an editor's change shows without a rebuild. `*` is
 * the partner's global configuration, kept in global.json.
 */
const cache = new Map<string, { mtimeMs: number; entries: (ContentEntry & { draft?: boolean })[] }>();

export function contentFilePath(partnerCode: string, name: ContentName): string {
  const file = name === "*" ? "global" : name;
  return path.join(process.cwd(), "partners", partnerCode, "content", `${file}.json`);
}

/** Entries of the page, or null when the partner has no such page. Drafts only in preview. */
export async function readContentPage(
  partnerCode: string,
  name: ContentName,
  options: { preview: boolean; pageSize: number },
): Promise<ContentEntry[] | null> {
  const file = contentFilePath(partnerCode, name);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  let cached = cache.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    const parsed = contentFileSchema.parse(JSON.parse(await readFile(file, "utf8")));
    cached = { mtimeMs, entries: parsed.data };
    cache.set(file, cached);
  }
  return cached.entries
    .filter((entry) => options.preview || !entry.draft)
    .slice(0, options.pageSize)
    .map(({ slug, fields }) => ({ slug, fields }));
}
