import type { OpenMissingDineClaim } from "@/shared/contracts/missing-dine-values";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * The staging tools' open missing-dine claims (decision 0069): what members reported and the
 * engine could not find among the unmatched network messages, newest first, read-only.
 */
export function MissingDineClaimsPanel({ claims }: { claims: readonly OpenMissingDineClaim[] }) {
  if (claims.length === 0) return <p className="text-muted mt-2">No open claims.</p>;
  return (
    // A table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it too.
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Open missing-dine claims">
      <table className="w-full border-collapse text-left text-sm" data-testid="missing-dine-claims">
        <thead>
          <tr className="border-b border-black/20">
            <th scope="col" className="py-2 pr-4">
              Reference
            </th>
            <th scope="col" className="py-2 pr-4">
              Member
            </th>
            <th scope="col" className="py-2 pr-4">
              Card
            </th>
            <th scope="col" className="py-2 pr-4">
              Restaurant
            </th>
            <th scope="col" className="py-2 pr-4">
              Meal date
            </th>
            <th scope="col" className="py-2 pr-4">
              Amount
            </th>
            <th scope="col" className="py-2">
              Reported
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.reference} className="border-b border-black/10 align-top">
              <th scope="row" className="py-2 pr-4 font-bold">
                {claim.reference}
              </th>
              <td className="py-2 pr-4 break-all">{claim.memberEmail}</td>
              <td className="py-2 pr-4">{claim.card}</td>
              <td className="py-2 pr-4">
                {claim.merchantName} ({claim.merchantId})
              </td>
              <td className="py-2 pr-4">{claim.mealDate}</td>
              <td className="py-2 pr-4">{dollars.format(claim.amountCents / 100)}</td>
              <td className="py-2">{claim.createdAt.toISOString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
