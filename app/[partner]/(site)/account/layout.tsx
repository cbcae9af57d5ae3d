import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountFrame } from "@/components/account/account-frame";
import { signedInAccount } from "@/lib/server/api/signed-in-account";
import { loadAddCardCopy } from "@/lib/server/content/add-card-copy";
import { loadSidebar } from "@/lib/server/content/editorial-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

// Every account page is drawn for its member's session: private to each request (0044, 0048).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  // Private pages: never indexed (robots.txt also keeps crawlers out of /account).
  return {
    title: `My account | ${effective.name}`,
    description: `Your ${effective.name} account: membership, dining progress, linked cards and profile.`,
    robots: { index: false, follow: false },
  };
}

/**
 * /account/* (account-center §2): drawn per request for the member whose session cookies came
 * with it (private, never cached: the proxy marks the answer `private, no-store`); the frame
 * decides who is looking (visitor, closed account, non-card member or card member) and the
 * browser confirms it (docs/decisions/0044).
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: PartnerParams;
}) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  return (
    <AccountFrame
      partner={{
        enrollmentType: effective.enrollmentType,
        programName: effective.programName,
        currencyPlural: effective.currencyName.other,
        accepted: effective.cardTypesAccepted,
        hasPartnerLoadedCards: effective.hasPartnerLoadedCards,
        reservations: effective.openTableReservationsEnabled,
      }}
      addCardCopy={await loadAddCardCopy(partner)}
      sidebar={await loadSidebar(partner, "account")}
      serverMember={await signedInAccount(partner)}
    >
      {children}
    </AccountFrame>
  );
}
