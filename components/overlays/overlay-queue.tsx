"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  continueVisit,
  readVisitPromotions,
  recordVisitPromotion,
} from "@/lib/client/browser/visit-promotions";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMediaQuery } from "@/lib/client/hooks/use-media-query";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { breakpoints } from "@/shared/constants";
import { isQuietPath } from "@/shared/rules/overlay-paths";
import {
  isPromotion,
  overlayOnTurn,
  type OverlayKind,
  type OverlayWish,
  type VisitPromotions,
} from "@/shared/rules/overlay-priority";
import { usePageDialogOpen } from "./page-dialogs";

interface OverlayQueue {
  readonly onTurn: OverlayKind | null;
  readonly report: (kind: OverlayKind, wish: OverlayWish) => void;
  readonly markQuiet: () => () => void;
}

const OverlayQueueContext = createContext<OverlayQueue | null>(null);

const wide = `(min-width: ${String(breakpoints.md)}px)`;

/**
 * The promotions of this visit: those shown before this page loaded (read once, as the queue
 * first renders in the browser; the server's render never decides a turn) and those shown on it
 * since. `noteShown` records one for the visit's next pages as it has its turn.
 */
function useVisitPromotions(): [VisitPromotions, (kind: OverlayKind) => void] {
  const [shownEarlier] = useState(() =>
    typeof window === "undefined" ? [] : readVisitPromotions(Date.now()),
  );
  const [shownHere, setShownHere] = useState<readonly OverlayKind[]>([]);
  useEffect(() => {
    continueVisit(Date.now());
  }, []);
  const noteShown = useCallback((kind: OverlayKind) => {
    recordVisitPromotion(kind, Date.now());
    setShownHere((shown) => (shown.includes(kind) ? shown : [...shown, kind]));
  }, []);
  const visit = useMemo(() => ({ shownEarlier, shownHere }), [shownEarlier, shownHere]);
  return [visit, noteShown];
}

/**
 * The one overlay queue of the page (shared/rules/overlay-priority.ts): overlays report whether
 * they want to show, quiet pages mark themselves, and one overlay at most gets the turn; none
 * opens over a dialog of the page, and a visit meets each promotion once (one in all on a phone).
 * It wraps the whole page, so a page's QuietPage and the overlays after the footer share it.
 */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [wishes, setWishes] = useState<Partial<Record<OverlayKind, OverlayWish>>>({});
  const [quietMarks, setQuietMarks] = useState(0);
  const pathname = useVisiblePathname();
  const pageDialogOpen = usePageDialogOpen();
  const phone = !useMediaQuery(wide);
  const [visit, noteShown] = useVisitPromotions();

  const report = useCallback((kind: OverlayKind, wish: OverlayWish) => {
    setWishes((current) => (current[kind] === wish ? current : { ...current, [kind]: wish }));
  }, []);
  const markQuiet = useCallback(() => {
    setQuietMarks((count) => count + 1);
    return () => {
      setQuietMarks((count) => count - 1);
    };
  }, []);

  // Nothing has the turn before the browser knows the path.
  const onTurn =
    pathname === null
      ? null
      : overlayOnTurn({
          wishes,
          quietPage: quietMarks > 0 || isQuietPath(pathname),
          pageDialogOpen,
          visit,
          phone,
        });
  useEffect(() => {
    if (onTurn !== null && isPromotion(onTurn)) noteShown(onTurn);
  }, [onTurn, noteShown]);
  const queue = useMemo(() => ({ onTurn, report, markQuiet }), [onTurn, report, markQuiet]);
  return <OverlayQueueContext value={queue}>{children}</OverlayQueueContext>;
}

function useQueue(): OverlayQueue {
  const queue = useContext(OverlayQueueContext);
  if (!queue) throw new Error("Overlays need an OverlayQueueProvider above them");
  return queue;
}

/**
 * Reports this overlay's wish to the queue and answers whether it may show now. Until the page
 * has hydrated every wish is pending: browser-only facts (the user agent, stored dismissals)
 * are not known yet, and a guess could let a lower overlay open first.
 */
export function useOverlayTurn(kind: OverlayKind, wants: boolean | "pending"): boolean {
  const { onTurn, report } = useQueue();
  const hydrated = useHydrated();
  const wish: OverlayWish = !hydrated || wants === "pending" ? "pending" : wants ? "show" : "hide";
  useEffect(() => {
    report(kind, wish);
  }, [kind, wish, report]);
  // Unmounted, it no longer wants anything.
  useEffect(
    () => () => {
      report(kind, "hide");
    },
    [kind, report],
  );
  return onTurn === kind && wish === "show";
}

/**
 * Rendered by a page that must not be interrupted (the not-found and error pages, which show
 * under any path). Outside a queue (a component test of the page alone) it does nothing.
 */
export function QuietPage() {
  const markQuiet = useContext(OverlayQueueContext)?.markQuiet;
  useEffect(() => markQuiet?.(), [markQuiet]);
  return null;
}
