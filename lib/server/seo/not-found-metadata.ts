import "server-only";
import type { Metadata } from "next";
import { loadNotFoundCopy } from "@/lib/server/content/not-found-copy";
import type { Partner } from "@/partners/registry";

/** The not-found page's metadata: its document title from the partner's copy, never indexed. */
export async function notFoundMetadata(partner: Partner): Promise<Metadata> {
  const copy = await loadNotFoundCopy(partner);
  return { title: copy?.document_title ?? "Page not found", robots: { index: false } };
}
