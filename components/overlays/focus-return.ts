"use client";

import { useCallback, useRef, type FocusEvent } from "react";

/**
 * For a bar that leaves the page when closed (the survey bar, the install banner): where focus
 * was before the visitor came into it, to give focus back there as it closes instead of letting
 * it fall to the body (docs/decisions/0060). `onFocus` goes on the bar's outer element; `giveBack`
 * runs in the close handler, while the bar is still there. With nowhere known (focus came from
 * nothing, or that element has gone), focus goes to the page's main content, without scrolling.
 */
export function useFocusReturn(): {
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  giveBack: () => void;
} {
  const cameFrom = useRef<HTMLElement | null>(null);
  const bar = useRef<HTMLElement | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    bar.current = event.currentTarget;
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  }, []);
  const giveBack = useCallback(() => {
    // Only when focus is in the bar: a bar closed by a click elsewhere leaves focus alone.
    if (!bar.current?.contains(document.activeElement)) return;
    const target = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById("main");
    target?.focus({ preventScroll: true });
  }, []);
  return { onFocus, giveBack };
}
