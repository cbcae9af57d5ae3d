"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { OfferLine as OfferLineType } from "./offer-line";

// The offer line depends on who is looking, so it draws only once the member's answer is in (a
// placeholder line until then, on the server too): its code (the earn statement) loads then, not
// with the page (decision 0041).
const OfferLine = lazy(() => import("./offer-line").then((module) => ({ default: module.OfferLine })));

/**
 * A merchant card's offer line, loaded when first drawn. Until it arrives the line keeps the
 * height it had while the member's answer was awaited, so nothing moves when it appears.
 */
export function MemberOfferLine(props: ComponentProps<typeof OfferLineType>) {
  return (
    <Suspense fallback={<span className="block min-h-11" aria-hidden="true" />}>
      <OfferLine {...props} />
    </Suspense>
  );
}
