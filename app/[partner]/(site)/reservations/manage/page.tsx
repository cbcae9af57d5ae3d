import type { Metadata } from "next";
import { ManageReservation } from "@/components/reservations/manage/manage-reservation";
import { loadReservationWording } from "@/lib/server/content/reservation-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

// Where a signed link lands: drawn per request, kept by no cache (docs/decisions/0048).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Your reservation | ${effective.name}`, robots: { index: false, follow: false } };
}

/** /reservations/manage?id&action&expires&sig: where the confirmation email's signed links land. */
export default async function ManageReservationPage({ params }: { params: PartnerParams }) {
  const wording = await loadReservationWording(await partnerFromParams(params));
  return (
    <div className="content-width max-w-2xl py-10">
      <h1 className="mb-6 text-3xl font-bold">Your reservation</h1>
      <ManageReservation wording={wording} />
    </div>
  );
}
