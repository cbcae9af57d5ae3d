"use client";

import { onDemand } from "@/components/shell/on-demand";
import { emulationIdFromCookie } from "@/lib/client/browser/emulation-marker";
import { readStored } from "@/lib/client/browser/stored-values";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";

const banner = onDemand(() =>
  import("@/components/emulation/emulation-banner").then((module) => module.EmulationBanner),
);
const guard = onDemand(() => import("./emulation-guard").then((module) => module.EmulationGuard));

/**
 * Emulation mode's banner, loaded only in an emulated session (its marker cookie is there):
 * support staff's view, never a visitor's or an ordinary member's first load. The marker is
 * the browser's cookie, so like the banner itself this shows only once hydrated.
 */
export function EmulationBannerWhenEmulated() {
  const emulated = useBrowserValue(() => emulationIdFromCookie() !== null, false);
  return emulated ? <banner.Component /> : null;
}

/**
 * The emulation guard, loaded only where there is something to guard: a window holding an
 * emulated session's marker cookie or the emulation id the banner stored. Only such a session
 * is framed by the admin tool (the server's frame-ancestors), so only it hears the admin's exit.
 */
export function EmulationGuardWhenMarked({ adminOrigin }: { adminOrigin: string | null }) {
  const marked = useBrowserValue(
    () => readStored("emulationId") !== null || emulationIdFromCookie() !== null,
    false,
  );
  return marked ? <guard.Component adminOrigin={adminOrigin} /> : null;
}
