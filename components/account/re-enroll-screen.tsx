"use client";

import { useRouter } from "next/navigation";
import { AddCardForm } from "@/components/enrollment/add-card-form";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { refetchMember } from "@/lib/client/hooks/use-member";
import { statusToast } from "@/components/ui/toasts";
import { authHrefs } from "@/shared/rules/auth-links";
import type { CardTypeCode } from "@/partners/schema";

export interface ReEnrollPartner {
  readonly programName: string;
  readonly currencyPlural: string;
  readonly accepted: readonly CardTypeCode[];
  readonly hasPartnerLoadedCards: boolean;
}

/**
 * Shown instead of any account page to a closed-account member (account-center §2 Re-enroll
 * screen, §4 Re-enrollment): their last card was deleted, so they link one to reopen the
 * account, or sign in later. A linked card reopens it: the member is read again and lands on
 * the overview.
 */
export function ReEnrollScreen({
  partner,
  copy,
  signInAgain,
}: {
  partner: ReEnrollPartner;
  copy: AddCardCopy;
  signInAgain: () => void;
}) {
  const router = useRouter();
  return (
    <div data-testid="re-enroll">
      <EnrollmentPage
        title="Reopen your account"
        intro={
          <>
            <p
              role="status"
              className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950"
            >
              Your card was deleted, so your {partner.programName} dining account was closed.
            </p>
            <p className="mt-3">
              Add a card to reopen it and keep earning {partner.currencyPlural} every time you dine.
            </p>
          </>
        }
      >
        <AddCardForm
          accepted={partner.accepted}
          hasPartnerLoadedCards={partner.hasPartnerLoadedCards}
          copy={copy}
          onUnauthorized={signInAgain}
          onLinked={(outcome) => {
            for (const card of outcome.succeeded) statusToast("success", `Your ${card} has been linked.`);
            void refetchMember().then(() => {
              router.replace("/account/overview");
            });
          }}
        />
        <p className="mt-6 text-center">
          {/* /SignOut is a server hand-off: a plain anchor, never a client-side navigation. */}
          <a href={authHrefs.signOut} className="text-brand font-bold underline underline-offset-4">
            Sign in later
          </a>
        </p>
      </EnrollmentPage>
    </div>
  );
}
