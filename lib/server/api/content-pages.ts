import "server-only";
import { readContentPage } from "@/backend/services/content/read-content-page";
import {
  contentPageResponseSchema,
  type ContentEntry,
  type ContentName,
} from "@/lib/shared/contracts/cms/content-pages";
import { env } from "@/lib/server/env";

/**
 * The boundary to the content service. A partner's cmsRoute (the spec's {cms} base of
 * GET {cms}/api/cms/pages/{name}/, partner configuration), else the deployment's CMS_URL, names an
 * external service read over HTTP (cached for the life of the process, no retry, as the spec's
 * client does); with neither the app calls the embedded content service in-process, which re-reads edited files by modification
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
  partner: { code: string; host: string; cmsRoute?: string },
  name: ContentName,
  preview = false,
): Promise<ContentEntry[]> {
  const cmsUrl = partner.cmsRoute?.replace(/\/+$/, "") || env().CMS_URL;
  if (!cmsUrl) {
    const entries = await readContentPage(partner.code, name, { preview, pageSize: 100 });
    if (!entries) console.info(`Content '${name}' not found for ${partner.code}: no copy`);
    return entries ?? [];
  }
  const key = `${cmsUrl}|${partner.host}|${name}|${String(preview)}`;
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
