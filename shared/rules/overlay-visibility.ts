import { announcementDismissalSeconds, installBannerSnoozeDays } from "@/shared/constants";
import { isAnnouncementPath } from "./overlay-paths";

/** Install banner visibility (public-and-shared §4 Install banner). */
export interface InstallBannerState {
  readonly partnerHasBanner: boolean;
  readonly standalone: boolean;
  readonly hasDeferredPrompt: boolean;
  readonly iosSafari: boolean;
  /** Epoch ms stored by "Maybe later", or null. */
  readonly snoozedUntilMs: number | null;
  readonly nowMs: number;
}

export type InstallBannerMode = "hidden" | "install" | "iosInstructions";

export function installBannerMode(state: InstallBannerState): InstallBannerMode {
  if (!state.partnerHasBanner || state.standalone) return "hidden";
  if (state.snoozedUntilMs !== null && state.nowMs < state.snoozedUntilMs) return "hidden";
  if (state.iosSafari) return "iosInstructions";
  return state.hasDeferredPrompt ? "install" : "hidden";
}

/** The date "Maybe later" stores: 30 days ahead. */
export function installBannerSnoozeUntil(nowMs: number): number {
  return nowMs + installBannerSnoozeDays * 86_400_000;
}

/** iOS by user agent, or an iPad that reports itself as a Mac with touch. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  return (
    isIos(userAgent, maxTouchPoints) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  );
}

/** Announcement banner modal (public-and-shared §4). */
export interface AnnouncementState {
  /** The partner config's appAnnouncementModal: whether the modal exists at all. */
  readonly partnerHasModal: boolean;
  readonly path: string;
  /** The partner's home is its discover page, so "/" is a discover path. */
  readonly homeIsDiscover: boolean;
  readonly insideNativeApp: boolean;
  readonly closedAccountMember: boolean;
  readonly dismissedUntilMs: number | null;
  readonly nowMs: number;
  readonly hasCopy: boolean;
}

export function isAnnouncementVisible(state: AnnouncementState): boolean {
  if (!state.partnerHasModal || !state.hasCopy || state.insideNativeApp || state.closedAccountMember)
    return false;
  if (!isAnnouncementPath(state.path, { homeIsDiscover: state.homeIsDiscover })) return false;
  return state.dismissedUntilMs === null || state.nowMs >= state.dismissedUntilMs;
}

export function announcementDismissedUntil(nowMs: number): number {
  return nowMs + announcementDismissalSeconds * 1000;
}

/** One-time general popup: shown when the partner has a type with copy and the stored type differs. */
export function isGeneralPopupVisible(
  partnerType: string | null,
  hasCopy: boolean,
  storedType: string | null,
): boolean {
  return partnerType !== null && hasCopy && storedType !== partnerType;
}
