"use client";

import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { useEffect } from "react";
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
    if (readStored("emulationId") && window.top === window.self) {
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
