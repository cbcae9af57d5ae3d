"use client";

import { useEffect } from "react";
import { paymentProvider } from "@/lib/client/payments/payment-provider";

/**
 * Loads the payment provider's script once per visit, after the page has settled (idle), so it
 * never competes with the page's own loading. Renders nothing; nothing loads without a key.
 */
export function PaymentProviderLoader() {
  useEffect(() => {
    const load = () => void paymentProvider()?.catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(load, 2_000);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return null;
}
