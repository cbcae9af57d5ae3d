import type { MerchantDetail } from "@/shared/contracts/merchants";
import { DetailCard } from "./detail-section";
import { OrderLink } from "./order-link";
import { OrderSiteLink } from "./order-site-link";

/**
 * Ordering, shown only with an ordering site to go to: internal ordering opens the
 * /merchants/{id}/Order dialog (how to order so it earns, then the site); otherwise the
 * ordering site is a plain link away (a new tab).
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
        <OrderSiteLink url={order.url} merchantName={merchant.name} variant="secondary" />
      )}
    </DetailCard>
  );
}
