"use client";

import { useEffect, useRef, useState } from "react";
import {
  cardEntryPath,
  cardEntryQuery,
  frameOrigin,
  frameToParent,
  type EncryptedCard,
} from "@/components/card-entry/frame-messages";
import { cardFrameLoadTimeoutMs } from "@/shared/constants";
import type { CardTypeCode } from "@/partners/schema";

/** The analytics event of a frame that never became ready. */
/**
 * Tells analytics the frame never came (public-and-shared §7 POST /api/Impressions; a failure is
 * ignored). Only a failed load reports, so the mutation's code loads then, not with the page
 * (docs/performance.md, Bundles).
 */
function reportLoadFailure(): void {
  void import("@/lib/client/query/send-impressions")
    .then(({ sendImpressions }) => {
      sendImpressions([loadFailureEvent()]);
    })
    .catch(() => undefined);
}

function loadFailureEvent() {
  return {
    channel: "web" as const,
    dateTime: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 512),
    event: "card_frame_load_failure",
    path: window.location.pathname,
  };
}

/**
 * The page's side of the secure card-entry frame: it frames /card-entry, listens only to that
 * frame (its origin and its window) and only to messages of the agreed shape, and tells the
 * form when a card was entered or cleared. If the frame never says it is ready within 20 s,
 * the load-failure text shows and the failure is reported (account-center §5, §8).
 */
export function CardEntryFrame({
  accepted,
  onCard,
  validateSignal,
  loadFailureText,
}: {
  accepted: readonly CardTypeCode[];
  onCard: (card: EncryptedCard | null) => void;
  /** Changes when the form wants the frame to show its validation (a submit attempt). */
  validateSignal: number;
  loadFailureText: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [height, setHeight] = useState(132);
  const onCardRef = useRef(onCard);
  useEffect(() => {
    onCardRef.current = onCard;
  }, [onCard]);

  useEffect(() => {
    const expected = frameOrigin(window.location.origin);
    // The frame's origin is only known in the browser (it may be the page's own).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrigin(expected);
    let isReady = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expected || event.source !== frame.current?.contentWindow) return;
      const message = frameToParent(event.data);
      if (!message) return;
      if (message.type === "card-entry:ready") {
        isReady = true;
        setReady(true);
        setFailed(false);
      } else if (message.type === "card-entry:resize") setHeight(message.height);
      else if (message.type === "card-entry:cleared") onCardRef.current(null);
      else {
        const { encryptedCardNumber, lastFour, cardType } = message;
        onCardRef.current({ encryptedCardNumber, lastFour, cardType });
      }
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => {
      if (isReady) return;
      setFailed(true);
      reportLoadFailure();
    }, cardFrameLoadTimeoutMs);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (validateSignal > 0 && origin)
      frame.current?.contentWindow?.postMessage({ type: "card-entry:validate" }, origin);
  }, [validateSignal, origin]);

  return (
    <div data-testid="card-entry" data-ready={ready ? "true" : "false"}>
      {origin ? (
        <iframe
          ref={frame}
          title="Secure card number entry"
          src={`${origin}${cardEntryPath}?${cardEntryQuery(accepted)}`}
          className="block w-full border-0"
          style={{ height }}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      ) : (
        <div style={{ height }} aria-hidden="true" />
      )}
      {failed && !ready ? (
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
          {loadFailureText}
        </p>
      ) : null}
    </div>
  );
}
