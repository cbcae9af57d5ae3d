import type { Metadata } from "next";
import { ReservationsScreen } from "@/components/reservations/member/reservations-screen-deferred";
import { reservationsLink } from "@/components/shell/nav-model";
import { loadReservationWording } from "@/lib/server/content/reservation-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `${reservationsLink.label} | ${effective.name}`, robots: { index: false, follow: false } };
}

/** /account/reservations (decision 0033): the member's upcoming and past table reservations. */
export default async function ReservationsPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const wording = await loadReservationWording(partner);
  return (
    <div data-testid="reservations-page">
      <h1 className="text-3xl font-bold">{reservationsLink.label}</h1>
      <p className="text-muted mt-2 mb-6 text-lg">
        Tables you reserved through {effective.name}: change or cancel the upcoming ones, and see the bonus{" "}
        {effective.currencyName.other} each one earned.
      </p>
      <ReservationsScreen currencyPlural={effective.currencyName.other} wording={wording} />
    </div>
  );
}
