"use client";

import { useMutation } from "@tanstack/react-query";
import { statusToast } from "@/components/ui/toasts";
import { revokeOtherSessions } from "@/lib/client/api/sessions";

/** What the member is told once the other sessions are ended: in their own numbers. */
export function signedOutOthersMessage(revoked: number): string {
  if (revoked === 0) return "You were not signed in anywhere else.";
  return `Signed out of ${String(revoked)} other ${revoked === 1 ? "device" : "devices"}.`;
}

/**
 * "Sign out of all other devices": ends every other session of this member (a phone left signed
 * in, a shared computer), keeping this one.
 */
export function ProfileSignOutOthers() {
  // Other sessions are no read of this page: nothing cached changes.
  const revoke = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (revoked) => {
      statusToast("success", signedOutOthersMessage(revoked));
    },
    onError: () => {
      statusToast("error", "We could not sign out your other devices. Please try again.");
    },
  });
  return (
    <button
      type="button"
      className="text-brand mt-1 min-h-11 font-bold underline disabled:opacity-70"
      disabled={revoke.isPending}
      onClick={() => {
        revoke.mutate();
      }}
    >
      {revoke.isPending ? "Signing out other devices…" : "Sign out of all other devices"}
    </button>
  );
}
