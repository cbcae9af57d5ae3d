"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { TierUnlockPrompt as TierUnlockPromptType } from "./tier-unlock-prompt";

// "Unlock access to earn" is for signed-in members only and shows once the member's answer is in:
// its code (the button and its dialog's loader) loads then, never for a visitor (decision 0040).
const TierUnlockPrompt = lazy(() =>
  import("./tier-unlock-prompt").then((module) => ({ default: module.TierUnlockPrompt })),
);

/**
 * A merchant card's unlock prompt, loaded when first drawn. Until it arrives the line keeps the
 * height it had while the member's answer was awaited, so nothing moves when it appears.
 */
export function MemberUnlockPrompt(props: ComponentProps<typeof TierUnlockPromptType>) {
  return (
    <Suspense fallback={<span className="block min-h-11" aria-hidden="true" />}>
      <TierUnlockPrompt {...props} />
    </Suspense>
  );
}
