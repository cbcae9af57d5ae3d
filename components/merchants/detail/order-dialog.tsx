"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { takeOrderOpenedFromPage } from "./order-navigation";
import { OrderSiteLink } from "./order-site-link";
import { useDialogClosed } from "./use-dialog-closed";

/**
 * The order-online dialog at /merchants/{id}/Order, drawn over the merchant page. Ordering
 * itself runs on the restaurant's ordering site, one link away; the dialog says how to order so
 * that it earns (the most common reason a meal does not earn is a delivery app paying instead of
 * the member's card).
 */
export function OrderDialog({
  merchantId,
  merchantName,
  orderUrl,
  features,
}: {
  merchantId: string;
  merchantName: string;
  orderUrl: string;
  features: readonly string[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
  };
  // Leaving the dialog's address happens once it has closed, whichever way it was closed.
  useDialogClosed("order-dialog", () => {
    setOpen(false);
    if (takeOrderOpenedFromPage()) router.back();
    else router.replace(`/merchants/${encodeURIComponent(merchantId)}`, { scroll: false });
  });
  const ways = [
    features.includes("takeout") ? "pickup" : null,
    features.includes("delivery") ? "delivery" : null,
  ].filter(Boolean);
  return (
    <Modal open={open} onClose={close} title={`Order from ${merchantName}`} testId="order-dialog">
      <p>
        {merchantName} takes orders {ways.length > 0 ? `for ${ways.join(" and ")} ` : ""}on its own ordering
        site.
      </p>
      <OrderSiteLink url={orderUrl} merchantName={merchantName} />
      <ul className="mt-5 flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>Pay with a card linked to your account to earn rewards.</li>
        <li>Orders placed through delivery apps do not earn rewards.</li>
        <li>Debit cards must be run as credit, without a PIN.</li>
      </ul>
      <button type="button" className="button-secondary mt-5 w-full" onClick={close}>
        Back to {merchantName}
      </button>
    </Modal>
  );
}
