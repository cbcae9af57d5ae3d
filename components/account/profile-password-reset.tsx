"use client";

import { useState } from "react";
import { fullPageNavigate } from "@/lib/browser/navigate";
import { signOut } from "@/lib/client/api/sessions";

/**
 * "Password changes go through sign out and reset" (account-center §5): one button does both,
 * ending the session and opening password recovery with a full page load, so nothing of the
 * member stays in memory.
 */
export function ProfilePasswordReset() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="text-brand mt-1 min-h-11 font-bold underline disabled:opacity-70"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut()
          .catch(() => undefined)
          .finally(() => {
            fullPageNavigate("/recover");
          });
      }}
    >
      {busy ? "Signing out…" : "Sign out and reset your password"}
    </button>
  );
}
