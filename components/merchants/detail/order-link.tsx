"use client";

import Link from "next/link";
import { markOrderOpenedFromPage } from "./order-navigation";

/** Opens the order dialog as its own address (/merchants/{id}/Order), so it can be shared and reloaded. */
export function OrderLink({ merchantId }: { merchantId: string }) {
  return (
    <Link
      href={`/merchants/${encodeURIComponent(merchantId)}/Order`}
      scroll={false}
      className="button-primary mt-4 w-full"
      data-testid="order-online"
      onClick={markOrderOpenedFromPage}
    >
      Order online
    </Link>
  );
}
