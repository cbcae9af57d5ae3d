// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
import { closeByBrowser } from "@/tests/support/dialog-polyfill";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { stubViewport } from "@/tests/support/viewport";
import {
  BookingSheet,
  overlaysShown,
  renderPage,
  settings,
  settled,
  setUpOverlayPage,
  setUserAgent,
} from "./overlay-queue-test-kit";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
setUpOverlayPage();

describe("the overlay queue", () => {
  it("shows a first visit one overlay at a time, the next once the first is closed", async () => {
    renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["sso-modal"]);
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["announcement-modal"]);
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
  });

  it("shows an outdated app only the update-required screen", async () => {
    setUserAgent("Mozilla/5.0 (Linux; Android 14) Mobile DiningRewardsApp/1.0.0");
    renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["update-required"]);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens nothing on an enrollment step or a page that marks itself quiet", async () => {
    resetNavigation("", "/add_card");
    const { unmount } = renderPage();
    // The page settles (the member is known) with nothing on screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlaysShown()).toEqual([]);
    unmount();

    resetNavigation("", "/merchants/m-000042");
    renderPage({ quiet: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlaysShown()).toEqual([]);
  });

  it("has no announcement where the partner config turns it off", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    renderPage({ overlays: { announcement: { ...settings.announcement, enabled: false } } });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
  });

  it("keeps the announcement off a home that is the discover page", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    resetNavigation("", "/");
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlaysShown()).toEqual([]);
  });
});

describe("the page's own dialogs", () => {
  it("opens no promotion over a dialog of the page, and the next one only once it is closed", async () => {
    renderPage({ content: <BookingSheet /> });
    await settled();
    expect(overlaysShown()).toEqual([]);
    const sheet = screen.getByTestId("reservation-dialog");
    expect(sheet.hasAttribute("open")).toBe(true);
    fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["sso-modal"]);
    });
  });

  it("knows any open <dialog> of the page, not only the shared modal", async () => {
    renderPage({
      content: (
        <dialog open aria-label="Order from Harbor Grill">
          Order ahead
        </dialog>
      ),
    });
    await settled();
    expect(overlaysShown()).toEqual([]);
  });
});

describe("pages where promotions never open", () => {
  for (const path of ["/account/overview", "/account/manage_cards", "/reservations/manage", "/login"]) {
    it(`opens none on ${path}`, async () => {
      resetNavigation("", path);
      renderPage();
      await settled();
      expect(overlaysShown()).toEqual([]);
    });
  }
});

describe("promotions over a visit", () => {
  it("gives a phone one promotion per visit: once it is closed, no other follows", async () => {
    stubViewport(375);
    renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["sso-modal"]);
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await settled();
    expect(overlaysShown()).toEqual([]);
  });

  it("gives a phone no other promotion on the visit's next page either", async () => {
    stubViewport(375);
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    const { unmount } = renderPage({
      overlays: { announcement: { ...settings.announcement, enabled: false } },
    });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
    unmount();
    resetNavigation("", "/merchants/m-000043");
    renderPage();
    await settled();
    expect(overlaysShown()).toEqual([]);
  });

  it("does not bring a popup back on the visit's next page, closed or not", async () => {
    const { unmount } = renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["sso-modal"]);
    });
    // The visitor goes on to another page (a full load) without closing it.
    unmount();
    resetNavigation("", "/merchants/m-000043");
    renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["announcement-modal"]);
    });
  });

  it("keeps a popup the browser closed by itself (Escape, a back gesture) dismissed, for a day", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    const { unmount } = renderPage();
    const modal = await screen.findByTestId("announcement-modal");
    closeByBrowser(modal as HTMLDialogElement);
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
    unmount();
    // The next visit, a new tab the same day: the announcement stays away.
    window.sessionStorage.clear();
    window.localStorage.removeItem(storedValueKeys.surveyLastSeen);
    renderPage();
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
    expect(Number(window.localStorage.getItem(storedValueKeys.announcementDismissedUntil))).toBeGreaterThan(
      Date.now() + 86_000_000,
    );
  });
});
