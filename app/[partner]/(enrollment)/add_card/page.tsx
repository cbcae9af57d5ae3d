import type { Metadata } from "next";
import { AddCardForm } from "@/components/enrollment/add-card-form";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { loadAddCardCopy } from "@/lib/server/content/add-card-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Add a card | ${effective.name}`, robots: { index: false } };
}

/** /add_card, enrollment step 2: link the card(s) the member dines with. */
export default async function AddCardPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  return (
    <EnrollmentPage
      step={2}
      title="Link a card"
      intro={`Link a credit or debit card you already use. Every time you pay with it at a participating restaurant, you earn ${effective.currencyName.other}.`}
    >
      <AddCardForm
        accepted={effective.cardTypesAccepted}
        hasPartnerLoadedCards={effective.hasPartnerLoadedCards}
        copy={await loadAddCardCopy(partner)}
      />
    </EnrollmentPage>
  );
}
