"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/client/browser/when-idle";

/**
 * Loads the payment provider's script once per visit, after the page has settled (idle), so it
 * never competes with the page's own loading. Renders nothing; nothing loads without a key. The
 * provider's loader is itself imported then, so it is not in every page's first-load JavaScript.
 */
export function PaymentProviderLoader() {
  useEffect(() => {
    const load = () =>
      void import("@/lib/client/payments/payment-provider")
        .then(({ paymentProvider }) => paymentProvider())
        .catch(() => undefined);
    const idle = whenIdle(load);
    return () => {
      idle.cancel();
    };
  }, []);
  return null;
}
