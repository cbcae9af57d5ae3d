import { authHrefs } from "@/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";

/**
 * A signed-in member without a dining account (non-card member, account-center §6) has no
 * account center. Rather than bounce them to the identity provider unasked, this says why and
 * offers the same next step the navbar does: joining (through /Login for SSO partners), or
 * linking a card for direct ones.
 */
export function NonCardNotice({
  enrollmentType,
  programName,
  currencyPlural,
}: {
  enrollmentType: EnrollmentType;
  programName: string;
  currencyPlural: string;
}) {
  const join = enrollmentType === "sso" ? authHrefs.ssoJoin : "/add_card";
  return (
    <div className="content-width py-10 md:py-16" data-testid="account-non-card">
      <div className="mx-auto max-w-xl rounded-2xl border border-black/10 p-6 md:p-10">
        <h1 className="text-3xl font-bold">Finish joining to see your account</h1>
        <p className="text-muted mt-3 text-lg">
          Your {programName} account is not part of the dining program yet. Join and link a card to earn{" "}
          {currencyPlural} when you dine; your account center opens as soon as a card is linked.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {/* Plain anchors: /Login and /SignOut are server hand-offs that need a full page load. */}
          <a href={join} className="button-primary">
            {enrollmentType === "sso" ? "Join now" : "Link a card"}
          </a>
          <a href={authHrefs.signOut} className="button-secondary">
            Sign out
          </a>
        </div>
      </div>
    </div>
  );
}
