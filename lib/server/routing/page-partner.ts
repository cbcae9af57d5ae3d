import "server-only";
import { notFound } from "next/navigation";
import { getPartner, partnerCodes, type Partner } from "@/partners/registry";

/** Route params of every page under app/[partner]. */
export type PartnerParams = Promise<{ partner: string }>;

/** The partner a page was rewritten for; an unknown code (a direct visit to /x/...) is a 404. */
export async function partnerFromParams(params: PartnerParams): Promise<Partner> {
  const { partner: code } = await params;
  const partner = getPartner(code);
  if (!partner) notFound();
  return partner;
}

/**
 * Build each answer once per partner: for routes whose answer reads nothing of the deployment
 * (the manifest, the brand icon), so `next build` may make them.
 */
export function partnerStaticParams(): { partner: string }[] {
  return partnerCodes.map((partner) => ({ partner }));
}

/**
 * Build no page ahead. Every page under a partner shows its public origin (metadataBase,
 * canonical URLs) and other run-time settings, which the image does not know when it is built:
 * each page renders on its first request at run time and is then kept and refreshed like any
 * static page (its `revalidate`). `dynamicParams` must stay true where this is used, or Next
 * answers every path 404 (docs/decisions/0049).
 */
export function noPartnerPagesAtBuild(): { partner: string }[] {
  return [];
}
