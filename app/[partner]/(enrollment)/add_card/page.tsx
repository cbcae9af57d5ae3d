import type { Metadata } from "next";
import { AddCardForm } from "@/components/enrollment/add-card-form";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { expandPlaceholders } from "@/lib/copy/expand-placeholders";
import { partnerPlaceholderValues } from "@/lib/copy/partner-values";
import { loadErrorCopy } from "@/lib/content/error-copy";
import { formMessages } from "@/lib/contracts/form-messages";
import { partnerFromParams, type PartnerParams } from "@/lib/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Add a card | ${effective.name}`, robots: { index: false } };
}

/** /add_card, enrollment step 2: link the card(s) the member dines with. */
export default async function AddCardPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const errors = await loadErrorCopy(partner);
  const expand = (text: string) => expandPlaceholders(text, partnerPlaceholderValues(effective));
  return (
    <EnrollmentPage
      step={2}
      title="Link a card"
      intro={`Link a credit or debit card you already use. Every time you pay with it at a participating restaurant, you earn ${effective.currencyName.other}.`}
    >
      <AddCardForm
        accepted={effective.cardTypesAccepted}
        hasPartnerLoadedCards={effective.hasPartnerLoadedCards}
        copy={{
          termsLabel: `I authorize ${effective.name} to monitor the dining activity of my linked cards to award my rewards, and I agree to the program terms.`,
          termsRequired: errors.terms_required ?? formMessages.cardTermsRequired,
          directFileFeedLabel:
            "Also let my card network share my dining purchases with the program directly, so rewards post sooner (optional).",
          loadFailure: "The secure card form did not load. Please refresh the page, or try again later.",
          general: errors.general_api ?? formMessages.generalApiError,
          all: expand(errors.card_registration_all ?? "Your cards are linked."),
          some: expand(errors.card_registration_some ?? "Some cards could not be linked."),
          none: expand(errors.card_registration_none ?? "We couldn't link your cards."),
          max: expand(errors.card_registration_max ?? "You can select at most 12 cards."),
        }}
      />
    </EnrollmentPage>
  );
}
