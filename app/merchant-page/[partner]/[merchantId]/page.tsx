import type { Metadata } from "next";
import { merchantMetadata, MerchantRoute, type MerchantParams } from "./_route";

// Static per partner and merchant: none is built ahead (`next build` never opens the database),
// each is rendered on its first request and kept until its merchant's cache tag is revalidated
// (an import, the seed) or the hour is up (docs/decisions/0035).
export function generateStaticParams(): { merchantId: string }[] {
  return [];
}
export const dynamicParams = true;
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: MerchantParams }): Promise<Metadata> {
  return merchantMetadata(params);
}

/** /merchants/{merchantId}: the merchant page, the same for every visitor (member parts load in the browser). */
export default function MerchantPage({ params }: { params: MerchantParams }) {
  return <MerchantRoute params={params} />;
}
