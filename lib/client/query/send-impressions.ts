import "client-only";
import { MutationObserver } from "@tanstack/react-query";
import type { ImpressionEvent } from "@/shared/contracts/impressions";
import { impressionsMutation } from "./impressions-mutation";
import { queryClient } from "./query-client";

/**
 * Runs the impressions mutation outside a component, as useMutation would inside one: for the
 * page views, which post after the page has settled and so load this (and TanStack's mutation
 * observer) on demand rather than with every page (decision 0039). Analytics never disturbs a visit:
 * a failure stays in the mutation's state, shown nowhere.
 */
export function sendImpressions(events: readonly ImpressionEvent[]): void {
  new MutationObserver(queryClient(), impressionsMutation).mutate(events).catch(() => undefined);
}
