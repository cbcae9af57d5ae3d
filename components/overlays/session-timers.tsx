"use client";

import { fullPageNavigate } from "@/lib/browser/navigate";
import { useEffect } from "react";
import { toast } from "sonner";
import { refetchMember, useMember } from "@/components/shell/use-member";
import { sessionTimers } from "@/lib/rules/session-timers";

const expiryCookie = "session_expires_at";
const warningId = "session-warning";
export const sessionWarningText =
  "You will be automatically logged out due to inactivity. Click here to keep this session active.";

function readExpiry(): number | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${expiryCookie}=`));
  const value = match ? Number(match.slice(expiryCookie.length + 1)) : Number.NaN;
  return Number.isNaN(value) ? null : value;
}

/**
 * Session expiry (public-and-shared §4 Session): a warning toast one minute before the expiry
 * cookie's time, a click on it refetches the member (which slides the session), and at expiry
 * the browser goes to /SignOut. Re-armed whenever the member is fetched again.
 */
export function SessionTimers() {
  const memberState = useMember();
  const publicId = memberState.status === "member" ? memberState.member.publicId : null;

  useEffect(() => {
    const timers = sessionTimers(publicId, readExpiry(), Date.now());
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
  }, [publicId, memberState]);

  return null;
}
