import "server-only";
import { readContentPage } from "@/backend/services/content/read-content-page";
import {
  contentPageResponseSchema,
  type ContentEntry,
  type ContentName,
} from "@/lib/shared/contracts/cms/content-pages";
import { env } from "@/lib/server/env";

/**
 * The boundary to the content service. With CMS_URL the app reads an external service over
 * HTTP (cached for the life of the process, no retry, as the spec's client does); otherwise it
 * calls the embedded content service in-process, which re-reads edited files by modification
 * time. 'Not Found' means the partner has no such copy: an empty list, logged as info.
 */
const remoteCache = new Map<string, Promise<ContentEntry[]>>();

async function fetchRemote(
  cmsUrl: string,
  host: string,
  name: ContentName,
  preview: boolean,
): Promise<ContentEntry[]> {
  const url = `${cmsUrl}/api/cms/pages/${encodeURIComponent(name)}/?page_size=100${preview ? "&preview=1" : ""}`;
  const response = await fetch(url, { headers: { "x-forwarded-host": host } });
  if (!response.ok) {
    // The answer's body is not needed: cancelled, its connection goes back to the pool.
    await response.body?.cancel();
    if (response.status === 404) {
      console.info(`Content '${name}' not found for ${host}: no copy`);
      return [];
    }
    throw new Error(response.statusText);
  }
  return contentPageResponseSchema.parse(await response.json()).data;
}

export async function getContentPage(
  partner: { code: string; host: string },
  name: ContentName,
  preview = false,
): Promise<ContentEntry[]> {
  const cmsUrl = env().CMS_URL;
  if (!cmsUrl) {
    const entries = await readContentPage(partner.code, name, { preview, pageSize: 100 });
    if (!entries) console.info(`Content '${name}' not found for ${partner.code}: no copy`);
    return entries ?? [];
  }
  const key = `${partner.host}|${name}|${String(preview)}`;
  let pending = remoteCache.get(key);
  if (!pending) {
    pending = fetchRemote(cmsUrl, partner.host, name, preview).catch((error: unknown) => {
      console.error(`Content '${name}' failed for ${partner.host}:`, error);
      return [];
    });
    remoteCache.set(key, pending);
  }
  return pending;
}
