import type { Metadata } from "next";
import { ProfileScreen } from "@/components/account/profile-screen-deferred";
import { loadErrorCopy } from "@/lib/server/content/error-copy";
import { loadSmsOptInCopy } from "@/lib/server/content/sms-opt-in-copy";
import { formMessages } from "@/shared/contracts/form-messages";
import { expandPlaceholders } from "@/shared/copy/expand-placeholders";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `User profile | ${effective.name}`, robots: { index: false, follow: false } };
}

/** /account/user_profile (account-center §2 Profile, §5): the member's details and opt-ins. */
export default async function UserProfilePage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const [errors, smsOptIn] = await Promise.all([loadErrorCopy(partner), loadSmsOptInCopy(partner)]);
  const expand = (text: string) => expandPlaceholders(text, partnerPlaceholderValues(effective));
  return (
    <div data-testid="profile-page" className="max-w-2xl">
      <h1 className="text-3xl font-bold">User profile</h1>
      <p className="text-muted mt-2 mb-6 text-lg">
        Keep your details up to date and choose how {effective.name} keeps in touch.
      </p>
      <ProfileScreen
        options={{
          namesEditable: effective.enrollmentType !== "sso",
          fullAddressRequired: effective.fullAddressRequired && effective.currencyType !== "Credit",
          hasSmsOptIn: effective.hasSmsOptIn,
          hasSmsOptInV2: effective.hasSmsOptInV2,
          showEmailOptIn: !effective.ruleFlags.hideEmailOptIn,
          showPassword: effective.enrollmentType === "direct",
        }}
        copy={{
          zipInvalid: errors.zip_not_us ?? formMessages.zipNotInUs,
          generalError: errors.general_api ?? formMessages.generalApiError,
          serverError: expand(errors.server_error ?? formMessages.serverError),
          smsOptIn,
          programName: effective.programName,
          support: effective.customerSupport,
        }}
      />
    </div>
  );
}
