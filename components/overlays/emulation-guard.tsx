"use client";

import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { useEffect } from "react";
import { emulationIdFromCookie } from "@/lib/client/browser/emulation-marker";
import { readStored, storedValueKeys } from "@/lib/client/browser/stored-values";

/**
 * Emulation mode (public-and-shared §4): support staff may view the site as a member from the
 * admin tool's frame. A logout message from the admin origin, or an emulation id stored in a
 * window that is not the admin's frame, signs the emulated session out.
 */
export function EmulationGuard({ adminOrigin }: { adminOrigin: string | null }) {
  useEffect(() => {
    const signOut = () => {
      fullPageNavigate("/SignOut");
    };
    // The stored id, or an emulated session's marker cookie reaching a top-level window (the
    // admin's frame shares its partition with the site itself when both are one site).
    const emulated = readStored("emulationId") ?? emulationIdFromCookie();
    if (emulated && window.top === window.self) {
      window.localStorage.removeItem(storedValueKeys.emulationId);
      signOut();
      return;
    }
    if (!adminOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === adminOrigin && event.data === "emulation:exit") signOut();
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
    };
  }, [adminOrigin]);
  return null;
}
