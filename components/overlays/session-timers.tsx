"use client";

import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { useEffect, useState } from "react";
import { refetchMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import { browserSessionExpiry } from "@/lib/client/session-cookie";
import { sessionTimers } from "@/shared/rules/session-timers";
import { useOverlayTurn } from "./overlay-queue";

export const sessionWarningText =
  "You will be automatically logged out due to inactivity. Click here to keep this session active.";

/**
 * Session expiry (public-and-shared §4 Session): a warning one minute before the expiry
 * cookie's time, a click on it refetches the member (which slides the session), and at expiry
 * the browser goes to /SignOut. Re-armed whenever the member is read again: each answer moves
 * the cookie, even when the member itself is unchanged (hence dataUpdatedAt, not the data).
 * The warning takes its turn in the overlay queue (docs/decisions/0029): second only to the
 * update-required screen, and shown on quiet pages too, since the sign-out comes there as well.
 */
export function SessionTimers() {
  const { data, dataUpdatedAt } = useMemberQuery();
  const publicId = data?.publicId ?? null;
  // The member read the warning belongs to: a newer read moved the expiry, and it lapses.
  const [warnedAt, setWarnedAt] = useState<number | null>(null);
  const onTurn = useOverlayTurn("sessionWarning", warnedAt !== null && warnedAt === dataUpdatedAt);

  useEffect(() => {
    const timers = sessionTimers(publicId, browserSessionExpiry() ?? null, Date.now());
    if (!timers) return;
    const warn = setTimeout(() => {
      setWarnedAt(dataUpdatedAt);
    }, timers.warnInMs);
    const expire = setTimeout(() => {
      fullPageNavigate("/SignOut");
    }, timers.expireInMs);
    return () => {
      clearTimeout(warn);
      clearTimeout(expire);
    };
  }, [publicId, dataUpdatedAt]);

  if (!onTurn) return null;
  const keepAlive = () => {
    setWarnedAt(null);
    void refetchMember();
  };
  return (
    <div
      role="alert"
      data-testid="session-warning"
      className="fixed inset-x-0 top-4 z-50 mx-auto w-[calc(100vw-2rem)] max-w-md rounded-xl border border-black/10 bg-[#fffbeb] p-4 text-[#713f12] shadow-2xl"
    >
      <button
        type="button"
        onClick={keepAlive}
        className="focus-visible:outline-brand min-h-11 w-full text-left font-bold underline-offset-2 hover:underline"
      >
        <span className="sr-only">Warning: </span>
        {sessionWarningText}
      </button>
    </div>
  );
}
