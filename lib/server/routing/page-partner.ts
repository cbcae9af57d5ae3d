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

/** Pre-render each page once per partner. */
export function partnerStaticParams(): { partner: string }[] {
  return partnerCodes.map((partner) => ({ partner }));
}
