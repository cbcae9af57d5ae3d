import "client-only";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

/** Read at build time: unset, the provider's script is never loaded and nothing is fetched. */
const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

let loading: Promise<Stripe | null> | undefined;

/**
 * The payment provider's client (account-center §7: a test key outside production, a live one in
 * production, as platform/env.ts enforces), loaded once for the whole app on the "basil" release
 * train this package version pins. Undefined where no key is configured.
 */
export function paymentProvider(): Promise<Stripe | null> | undefined {
  if (!publishableKey) return undefined;
  loading ??= loadStripe(publishableKey);
  return loading;
}
