import { describe, expect, it } from "vitest";
import {
  announcementDismissedUntil,
  installBannerMode,
  installBannerSnoozeUntil,
  isAnnouncementVisible,
  isGeneralPopupVisible,
  isIos,
  isIosSafari,
} from "./overlay-visibility";

const now = 1_700_000_000_000;
const banner = {
  partnerHasBanner: true,
  standalone: false,
  hasDeferredPrompt: true,
  iosSafari: false,
  snoozedUntilMs: null,
  nowMs: now,
};

describe("installBannerMode", () => {
  it("offers install with a deferred prompt", () => {
    expect(installBannerMode(banner)).toBe("install");
  });

  it("hides without the partner flag, when standalone, or without a prompt off iOS Safari", () => {
    expect(installBannerMode({ ...banner, partnerHasBanner: false })).toBe("hidden");
    expect(installBannerMode({ ...banner, standalone: true })).toBe("hidden");
    expect(installBannerMode({ ...banner, hasDeferredPrompt: false })).toBe("hidden");
  });

  it("shows only instructions on iOS Safari", () => {
    expect(installBannerMode({ ...banner, hasDeferredPrompt: false, iosSafari: true })).toBe(
      "iosInstructions",
    );
  });

  it("stays hidden for 30 days after 'Maybe later'", () => {
    const until = installBannerSnoozeUntil(now);
    expect(until - now).toBe(30 * 86_400_000);
    expect(installBannerMode({ ...banner, snoozedUntilMs: until, nowMs: now + 29 * 86_400_000 })).toBe(
      "hidden",
    );
    expect(installBannerMode({ ...banner, snoozedUntilMs: until, nowMs: until })).toBe("install");
  });
});

describe("iOS detection", () => {
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
  const ipadAsMac =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
  it("detects iPhones and iPads posing as Macs", () => {
    expect(isIos(iphone, 5)).toBe(true);
    expect(isIos(ipadAsMac, 5)).toBe(true);
    expect(isIos(ipadAsMac, 0)).toBe(false);
  });

  it("tells Safari from other iOS browsers", () => {
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(iphone.replace("Version/17.0", "CriOS/120.0"), 5)).toBe(false);
  });
});

describe("isAnnouncementVisible", () => {
  const state = {
    partnerHasModal: true,
    homeIsDiscover: false,
    path: "/search",
    insideNativeApp: false,
    closedAccountMember: false,
    dismissedUntilMs: null,
    nowMs: now,
    hasCopy: true,
  };

  it("shows by default", () => {
    expect(isAnnouncementVisible(state)).toBe(true);
  });

  it("hides in the app, for closed accounts, without copy and on discover, login and join", () => {
    expect(isAnnouncementVisible({ ...state, insideNativeApp: true })).toBe(false);
    expect(isAnnouncementVisible({ ...state, closedAccountMember: true })).toBe(false);
    expect(isAnnouncementVisible({ ...state, hasCopy: false })).toBe(false);
    for (const path of ["/discover", "/login", "/join"])
      expect(isAnnouncementVisible({ ...state, path })).toBe(false);
  });

  it("exists only where the partner config's appAnnouncementModal turns it on", () => {
    expect(isAnnouncementVisible({ ...state, partnerHasModal: false })).toBe(false);
  });

  it("hides on a home that is the discover page, and on every join and sign-in path", () => {
    expect(isAnnouncementVisible({ ...state, path: "/", homeIsDiscover: true })).toBe(false);
    expect(isAnnouncementVisible({ ...state, path: "/", homeIsDiscover: false })).toBe(true);
    for (const path of ["/discover/nearby", "/Login", "/search/join", "/join/sso"])
      expect(isAnnouncementVisible({ ...state, path }), path).toBe(false);
    expect(isAnnouncementVisible({ ...state, path: "/joinery" })).toBe(true);
  });

  it("stays dismissed for one day", () => {
    const until = announcementDismissedUntil(now);
    expect(isAnnouncementVisible({ ...state, dismissedUntilMs: until, nowMs: now + 3_600_000 })).toBe(false);
    expect(isAnnouncementVisible({ ...state, dismissedUntilMs: until, nowMs: now + 86_400_000 })).toBe(true);
  });
});

describe("isGeneralPopupVisible", () => {
  it("shows once per popup type", () => {
    expect(isGeneralPopupVisible("launch", true, null)).toBe(true);
    expect(isGeneralPopupVisible("launch", true, "launch")).toBe(false);
    expect(isGeneralPopupVisible("launch-2", true, "launch")).toBe(true);
    expect(isGeneralPopupVisible(null, true, null)).toBe(false);
    expect(isGeneralPopupVisible("launch", false, null)).toBe(false);
  });
});
