import type { Metadata } from "next";
import { LinkedCardsIntro } from "@/components/account/linked-cards-intro";
import { ManageCards } from "@/components/account/manage-cards-deferred";
import { loadAddCardCopy } from "@/lib/server/content/add-card-copy";
import { loadAccountCenterCopy } from "@/lib/server/content/account-center-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadAccountCenterCopy(await partnerFromParams(params));
  return { title: copy.manageCardsTitle };
}

/** /account/manage_cards: the member's linked cards and the link-card form (account-center §2). */
export default async function ManageCardsPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  return (
    <div data-testid="manage-cards-page">
      <h1 className="text-3xl font-bold">Linked cards</h1>
      <LinkedCardsIntro currencyPlural={effective.currencyName.other} />
      <ManageCards
        partner={{
          programName: effective.programName,
          accepted: effective.cardTypesAccepted,
          hasPartnerLoadedCards: effective.hasPartnerLoadedCards,
        }}
        copy={await loadAddCardCopy(partner)}
      />
    </div>
  );
}
