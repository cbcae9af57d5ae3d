"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";

/**
 * What the lockout email's link did (GET /api/Members/Unlock sends the browser to
 * /login?unlocked=1 or =0). Read in the browser, so the login page stays static per partner.
 */
export function UnlockNotice() {
  const unlocked = useSearchParams().get("unlocked");
  if (unlocked !== "1" && unlocked !== "0") return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-bold text-amber-900"
    >
      {unlocked === "1" ? (
        "Your account is unlocked. Sign in below."
      ) : (
        <>
          That unlock link was already used or has expired, so nothing changed. To sign in now,{" "}
          <Link href="/recover" className="underline">
            Reset your password
          </Link>
          .
        </>
      )}
    </p>
  );
}
