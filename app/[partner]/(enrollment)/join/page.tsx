import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { JoinForm } from "@/components/enrollment/join-form";
import { SsoJoinActions } from "@/components/enrollment/sso-join-actions";
import { SsoJoinForVisitors } from "@/components/enrollment/sso-join-for-visitors";
import { ReferralReasonNotice } from "@/components/enrollment/referral-reason-notice";
import { loadEmailOptInCopy } from "@/lib/server/content/email-opt-in-copy";
import { loadErrorCopy } from "@/lib/server/content/error-copy";
import { loadFooterCopy } from "@/lib/server/content/footer-copy";
import { loadSmsOptInCopy } from "@/lib/server/content/sms-opt-in-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  const meta = routeMetadata(effective, "/join", partnerOrigin(effective));
  return { ...meta, title: `Join | ${effective.name}` };
}

/** The partner's terms and privacy links (footer secondary links), opening beside the form. */
function TermsLabel({ name, links }: { name: string; links: readonly { text: string; url: string }[] }) {
  if (links.length === 0) return <>I agree to the {name} program terms.</>;
  return (
    <>
      I agree to the {name}{" "}
      {links.map((link, index) => (
        <span key={link.url}>
          {index > 0 ? (index === links.length - 1 ? " and " : ", ") : null}
          <Link href={link.url} target="_blank" className="text-brand font-bold underline">
            {link.text.toLowerCase()}
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </span>
      ))}
      .
    </>
  );
}

/** /join, enrollment step 1. SSO partners enrol at their program, so the page points there. */
export default async function JoinPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  if (effective.enrollmentType === "sso") {
    return (
      <EnrollmentPage
        step={1}
        title={`Join with your ${effective.programName} account`}
        intro={`${effective.name} is part of ${effective.programName}. Sign in or join there, then link a card to start earning ${effective.currencyName.other}.`}
      >
        <SsoJoinForVisitors>
          <SsoJoinActions programName={effective.programName} />
        </SsoJoinForVisitors>
      </EnrollmentPage>
    );
  }
  const [errors, footer, smsOptInCopy, emailOptInCopy] = await Promise.all([
    loadErrorCopy(partner),
    loadFooterCopy(partner),
    loadSmsOptInCopy(partner),
    loadEmailOptInCopy(partner),
  ]);
  return (
    <EnrollmentPage
      step={1}
      title={`Join ${effective.name}`}
      intro={`Create your account, link a card you already use, and earn ${effective.currencyName.other} every time you dine out.`}
    >
      {/* Read in the browser, so the page stays static per partner. */}
      <Suspense fallback={null}>
        <ReferralReasonNotice codes={["0", "1", "2"]} />
      </Suspense>
      <JoinForm
        options={{ hasPPN: effective.hasPPN, hasSmsOptInV2: effective.hasSmsOptInV2 }}
        partnerNumberLabel={`${effective.programName} number`}
        termsLabel={<TermsLabel name={effective.name} links={footer?.secondary_links ?? []} />}
        generalError={errors.general_api ?? "Something went wrong. Please refresh and try again."}
        smsOptInCopy={smsOptInCopy}
        emailOptInCopy={emailOptInCopy}
      />
    </EnrollmentPage>
  );
}
