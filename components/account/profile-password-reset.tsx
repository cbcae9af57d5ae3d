"use client";

import { useMutation } from "@tanstack/react-query";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { signOut } from "@/lib/client/api/sessions";

/**
 * "Password changes go through sign out and reset" (account-center §5): one button does both,
 * ending the session and opening password recovery with a full page load, so nothing of the
 * member stays in memory.
 */
export function ProfilePasswordReset() {
  // The page is left with a full load either way, so no cached read needs invalidating.
  const signOutAndReset = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      fullPageNavigate("/recover");
    },
  });
  // Busy until the page goes: a second click cannot sign out twice.
  const busy = !signOutAndReset.isIdle;
  return (
    <button
      type="button"
      className="text-brand mt-1 min-h-11 font-bold underline disabled:opacity-70"
      disabled={busy}
      onClick={() => {
        signOutAndReset.mutate();
      }}
    >
      {busy ? "Signing out…" : "Sign out and reset your password"}
    </button>
  );
}
