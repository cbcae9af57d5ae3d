"use client";

import { useEffect } from "react";
import { emulationIdFromCookie } from "@/lib/client/browser/emulation-marker";
import { writeStored } from "@/lib/client/browser/stored-values";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";

/**
 * Emulation mode's banner (public-and-shared §4): support staff viewing the site as a member in
 * the admin tool's frame always see whose account this is, and that credentials stay untouched
 * (the server refuses those changes; docs/security.md). It also stores the emulation id, the
 * spec's stored value the emulation guard reads. Renders nothing outside emulation.
 */
export function EmulationBanner() {
  // The marker is the browser's cookie: read once hydrated, never in the static HTML.
  const emulationId = useHydrated() ? emulationIdFromCookie() : null;
  const member = useMember();
  useEffect(() => {
    if (emulationId) writeStored("emulationId", emulationId);
  }, [emulationId]);
  if (!emulationId) return null;
  const name =
    member.status === "member" ? `${member.member.firstName} ${member.member.lastName}`.trim() : "a member";
  return (
    <aside
      aria-label="Emulation mode"
      data-testid="emulation-banner"
      className="border-b-4 border-amber-500 bg-amber-50 px-4 py-2 text-center text-amber-950"
    >
      <p className="font-bold break-words">Viewing as {name}</p>
      <p className="text-sm">Emulation mode: passwords, email and cards cannot be changed here.</p>
    </aside>
  );
}
