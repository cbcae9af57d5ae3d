import type { Metadata } from "next";
import { OrderDialog } from "@/components/merchants/detail/order-dialog";
import { merchantMetadata, MerchantRoute, type MerchantParams } from "../_route";

// Static per partner and merchant like the page itself (docs/decisions/0035).
export function generateStaticParams(): { merchantId: string }[] {
  return [];
}
export const dynamicParams = true;
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: MerchantParams }): Promise<Metadata> {
  return merchantMetadata(params, { order: true });
}

/** /merchants/{merchantId}/Order: the merchant page with the order-online dialog open. */
export default function MerchantOrderPage({ params }: { params: MerchantParams }) {
  return (
    <MerchantRoute
      params={params}
      overlay={(merchant) =>
        // Only a restaurant that takes orders on an ordering site of its own has the dialog.
        merchant.orderOnline?.internal ? (
          <OrderDialog
            merchantId={merchant.id}
            merchantName={merchant.name}
            orderUrl={merchant.orderOnline.url}
            features={merchant.features}
          />
        ) : null
      }
    />
  );
}
