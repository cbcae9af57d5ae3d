import type { Metadata } from "next";
import { Suspense } from "react";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { RecoverUpdateForm } from "@/components/enrollment/recover-update-form";
import { loadErrorCopy } from "@/lib/server/content/error-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

// Where a signed link lands: drawn per request, kept by no cache (docs/decisions/0048).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false },
  // The token is in this page's URL: never leak it to another site through Referer.
  referrer: "no-referrer",
};

/** /recover/update, step 3 of 4: the new password, for the emailed link's token. */
export default async function RecoverUpdatePage({ params }: { params: PartnerParams }) {
  const errors = await loadErrorCopy(await partnerFromParams(params));
  return (
    <EnrollmentPage title="Choose a new password" intro="Use at least 8 characters.">
      <Suspense fallback={<p role="status">Checking your link…</p>}>
        <RecoverUpdateForm
          generalError={errors.general_api ?? "Something went wrong. Please refresh and try again."}
        />
      </Suspense>
    </EnrollmentPage>
  );
}
