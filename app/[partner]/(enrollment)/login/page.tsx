import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginWithProspectEmail } from "@/components/enrollment/login-with-prospect-email";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { ReferralReasonNotice } from "@/components/enrollment/referral-reason-notice";
import { UnlockNotice } from "@/components/enrollment/unlock-notice";
import { loadLoginCopy } from "@/lib/server/content/login-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  const meta = routeMetadata(effective, "/login", partnerOrigin(effective));
  // The spec titles this page "Login" whatever the partner's home title is.
  return { ...meta, title: `Login | ${effective.name}` };
}

/** /login: email and password for direct partners; SSO partners sign in at their program. */
export default async function LoginPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const copy = await loadLoginCopy(partner);
  // An activation link sends members who are already active (rfr 3) or closed (rfr 4) here.
  // Read in the browser, so the page stays static per partner.
  const activationNotice = (
    <Suspense fallback={null}>
      <ReferralReasonNotice codes={["3", "4"]} />
    </Suspense>
  );
  if (effective.enrollmentType === "sso") {
    return (
      <EnrollmentPage
        title="Sign in"
        intro={`Sign in with your ${effective.programName} account to see your offers and rewards.`}
      >
        {activationNotice}
        {/* /Login starts the identity provider's sign-in: a full page load, not a client route. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/Login" className="button-primary w-full">
          Sign in with {effective.programName}
        </a>
      </EnrollmentPage>
    );
  }
  return (
    <EnrollmentPage
      title="Sign in"
      intro={`Welcome back to ${effective.name}. Sign in to see your ${effective.currencyName.other} and offers.`}
    >
      {activationNotice}
      {/* Where the lockout email's link lands (GET /api/Members/Unlock). */}
      <Suspense fallback={null}>
        <UnlockNotice />
      </Suspense>
      <LoginWithProspectEmail copy={copy} />
    </EnrollmentPage>
  );
}
