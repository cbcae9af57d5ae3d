import type { Metadata } from "next";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { FixCredentialsScreen } from "@/components/enrollment/fix-credentials-screen";
import { loadErrorCopy } from "@/lib/server/content/error-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Update your email | ${effective.name}`, robots: { index: false } };
}

/**
 * /fix_credentials (public-and-shared §2; direct enrollment only, gated in the proxy): a member
 * whose account shares its email with another chooses a new one before going on
 * (docs/decisions/0014-fix-credentials.md).
 */
export default async function FixCredentialsPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const errors = await loadErrorCopy(partner);
  return (
    <EnrollmentPage
      title="Update your email"
      intro={`Your ${partner.effective.programName} email address is on more than one account. Choose a new one to keep signing in.`}
    >
      <FixCredentialsScreen
        copy={{
          notice: errors.email_multiple_accounts ?? "Email found on multiple accounts: new email required.",
          general: errors.general_api ?? "Something went wrong. Please refresh and try again.",
          success: "Your email address is updated.",
        }}
      />
    </EnrollmentPage>
  );
}
