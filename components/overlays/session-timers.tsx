"use client";

import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { useEffect } from "react";
import { toast } from "sonner";
import { refetchMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import { browserSessionExpiry } from "@/lib/client/session-cookie";
import { sessionTimers } from "@/lib/shared/rules/session-timers";

const warningId = "session-warning";
export const sessionWarningText =
  "You will be automatically logged out due to inactivity. Click here to keep this session active.";

/**
 * Session expiry (public-and-shared §4 Session): a warning toast one minute before the expiry
 * cookie's time, a click on it refetches the member (which slides the session), and at expiry
 * the browser goes to /SignOut. Re-armed whenever the member is read again: each answer moves
 * the cookie, even when the member itself is unchanged (hence dataUpdatedAt, not the data).
 */
export function SessionTimers() {
  const { data, dataUpdatedAt } = useMemberQuery();
  const publicId = data?.publicId ?? null;

  useEffect(() => {
    const timers = sessionTimers(publicId, browserSessionExpiry() ?? null, Date.now());
    if (!timers) return;
    const keepAlive = () => {
      toast.dismiss(warningId);
      void refetchMember();
    };
    const warn = setTimeout(() => {
      toast.warning(
        <button type="button" onClick={keepAlive} className="text-left underline-offset-2 hover:underline">
          <span className="sr-only">Warning: </span>
          {sessionWarningText}
        </button>,
        { id: warningId, duration: Number.POSITIVE_INFINITY },
      );
    }, timers.warnInMs);
    const expire = setTimeout(() => {
      fullPageNavigate("/SignOut");
    }, timers.expireInMs);
    return () => {
      clearTimeout(warn);
      clearTimeout(expire);
    };
  }, [publicId, dataUpdatedAt]);

  return null;
}
