"use client";

import { useEffect, useState } from "react";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { readStoredNumber, writeStored } from "@/lib/client/browser/stored-values";
import { useFocusReturn } from "./focus-return";
import { useOverlayTurn } from "./overlay-queue";
import { installBannerMode, installBannerSnoozeUntil, isIosSafari } from "@/shared/rules/overlay-visibility";

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The install banner (public-and-shared §4): Install where the browser offers a prompt, the
 * share-then-Add-to-Home-Screen instructions on iOS Safari, nothing when already installed,
 * snoozed for 30 days by "Maybe later", and only for partners with the banner flag.
 */
export function InstallBanner({ enabled, appName }: { enabled: boolean; appName: string }) {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [snoozedUntil, setSnoozedUntil] = useState<number | null>(null);
  const [now] = useState(() => Date.now());
  const storedSnooze = useBrowserValue(() => readStoredNumber("pwaLaterDate"), Number.POSITIVE_INFINITY);
  const standalone = useBrowserValue(() => window.matchMedia("(display-mode: standalone)").matches, true);
  const iosSafari = useBrowserValue(() => isIosSafari(navigator.userAgent, navigator.maxTouchPoints), false);

  useEffect(() => {
    if (!enabled) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setDeferred(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, [enabled]);

  const mode = installBannerMode({
    partnerHasBanner: enabled,
    standalone,
    hasDeferredPrompt: deferred !== null,
    iosSafari,
    snoozedUntilMs: snoozedUntil ?? storedSnooze,
    nowMs: now,
  });
  const onTurn = useOverlayTurn("installBanner", mode !== "hidden");
  const focus = useFocusReturn();
  if (!onTurn) return null;

  const later = () => {
    focus.giveBack();
    const until = installBannerSnoozeUntil(Date.now());
    writeStored("pwaLaterDate", String(until));
    setSnoozedUntil(until);
  };
  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice;
    focus.giveBack();
    setDeferred(null);
  };

  // Sticky in the page's flow after the footer, not fixed over it: it rides along the bottom of
  // the screen, and at the end of the page it sits below the footer, so scrolling always reveals
  // what is under it (a footer link, a form's last button). The booking and filters sheets are
  // modal dialogs in the browser's top layer, drawn over it with the rest of the page inert.
  return (
    <section
      aria-label={`Install ${appName}`}
      className="bg-surface sticky bottom-0 z-30 border-t border-black/10 px-4 py-3 shadow-2xl"
      data-testid="install-banner"
      onFocus={focus.onFocus}
    >
      <div className="mx-auto flex max-w-[var(--container-content)] flex-wrap items-center gap-3">
        <p className="flex-1 font-bold">
          {mode === "iosInstructions"
            ? `Install ${appName}: tap the Share button, then "Add to Home Screen".`
            : `Install ${appName} for quick access to restaurants and rewards.`}
        </p>
        {mode === "install" ? (
          <button type="button" className="button-primary !min-h-11" onClick={() => void install()}>
            Install
          </button>
        ) : null}
        <button type="button" className="button-secondary !min-h-11" onClick={later}>
          Maybe later
        </button>
      </div>
    </section>
  );
}
