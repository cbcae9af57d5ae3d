import type { Metadata } from "next";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { RecoverRequestForm } from "@/components/enrollment/recover-request-form";
import { loadErrorCopy } from "@/lib/server/content/error-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false } };

/** /recover, step 1 of 4: ask for the link. */
export default async function RecoverPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const errors = await loadErrorCopy(partner);
  return (
    <EnrollmentPage
      title="Reset your password"
      intro={`Enter the email address or ${partner.effective.programName} number of your account and we'll email you a link to choose a new password.`}
    >
      <RecoverRequestForm
        generalError={errors.general_api ?? "Something went wrong. Please refresh and try again."}
      />
    </EnrollmentPage>
  );
}
