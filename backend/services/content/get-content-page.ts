import "server-only";
import { logger } from "@/platform/logger";
import { readContentPage } from "./read-content-page";
import {
  contentPageResponseSchema,
  type ContentEntry,
  type ContentName,
} from "@/shared/contracts/cms/content-pages";
import { env } from "@/platform/env";

/**
 * The content switch (decision 0056): the one place that decides where a partner's copy comes
 * from. The web app's copy loaders (lib/server/content) call it like any other service. A partner's cmsRoute (the spec's {cms} base of
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
      logger.info("Content not found: no copy", { name, host });
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
    if (!entries) logger.info("Content not found: no copy", { name, partner: partner.code });
    return entries ?? [];
  }
  const key = `${cmsUrl}|${partner.host}|${name}|${String(preview)}`;
  let pending = remoteCache.get(key);
  if (!pending) {
    pending = fetchRemote(cmsUrl, partner.host, name, preview).catch((error: unknown) => {
      // The error's name only: a remote error's text is not ours to log.
      logger.error("Content failed", {
        name,
        host: partner.host,
        error: error instanceof Error ? error.name : "unknown",
      });
      return [];
    });
    remoteCache.set(key, pending);
  }
  return pending;
}
