import Link from "next/link";
import type { MerchantDetail } from "@/lib/shared/contracts/merchants";
import { DetailCard } from "./detail-section";
import { OrderLink } from "./order-link";

/**
 * Ordering: internal ordering opens the /merchants/{id}/Order dialog; an external ordering
 * site is a plain link away (rel="noopener", a new tab).
 */
export function OrderOnline({ merchant }: { merchant: Pick<MerchantDetail, "id" | "name" | "orderOnline"> }) {
  const order = merchant.orderOnline;
  if (!order) return null;
  return (
    <DetailCard>
      <h2 className="text-xl font-bold">Order online</h2>
      <p className="text-muted mt-1 text-sm">Pickup or delivery, straight from the restaurant.</p>
      {order.internal ? (
        <OrderLink merchantId={merchant.id} />
      ) : (
        <Link
          href={order.url}
          target="_blank"
          rel="noopener"
          className="button-secondary mt-4 w-full"
          data-testid="order-online-external"
        >
          Order online
          <span className="sr-only"> from {merchant.name} (opens in a new tab)</span>
        </Link>
      )}
    </DetailCard>
  );
}
