import type { Metadata } from "next";
import { Suspense } from "react";
import { ActivationScreen } from "@/components/enrollment/activation-screen";
import { pageLoaderText } from "@/shared/constants";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { loadActivationCopy } from "@/lib/server/content/activation-copy";

// Where a signed link lands: drawn per request, kept by no cache (docs/decisions/0048).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Activate your benefits | ${effective.name}`, robots: { index: false } };
}

/** /activate?public_id=…: tier-1 activation from an emailed link. */
export default async function ActivatePage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const copy = await loadActivationCopy(partner);
  const loader = (
    <p role="status" className="text-muted py-16 text-center text-lg">
      {pageLoaderText}
    </p>
  );
  return (
    <div className="content-width py-10 md:py-16">
      <div className="mx-auto max-w-2xl">
        {/* The public id is read in the browser, so the page itself stays static per partner. */}
        <Suspense fallback={loader}>
          <ActivationScreen copy={copy} supportPhone={partner.effective.customerSupport.phone.formatted} />
        </Suspense>
      </div>
    </div>
  );
}
