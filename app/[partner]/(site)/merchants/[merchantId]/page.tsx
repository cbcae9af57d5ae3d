import type { Metadata } from "next";
import { merchantMetadata, MerchantRoute, type MerchantParams } from "./_route";

// Rendered per request from cached data (lib/server/api/merchant-detail.ts): the partner layout's
// `dynamicParams = false` forbids on-demand static pages below it, and no merchant page may be
// built ahead because `next build` must never open the database (docs/decisions/0008).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: MerchantParams }): Promise<Metadata> {
  return merchantMetadata(params);
}

/** /merchants/{merchantId}: the merchant page, the same for every visitor (member parts load in the browser). */
export default function MerchantPage({ params }: { params: MerchantParams }) {
  return <MerchantRoute params={params} />;
}
