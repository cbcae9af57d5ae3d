// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { statusToast } from "@/components/ui/toasts";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import {
  overlaysShown,
  renderPage,
  sessionAboutToExpire,
  settings,
  setUpOverlayPage,
} from "./overlay-queue-test-kit";
import { sessionWarningText } from "./session-timers";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
setUpOverlayPage();

describe("focus around a popup", () => {
  it("opens a popup on the dialog, not its close button, and Escape gives focus back to where it was", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    // The visitor is typing a place when the announcement opens by itself.
    const field = document.createElement("input");
    field.setAttribute("aria-label", "City, state or ZIP code");
    document.body.append(field);
    field.focus();
    renderPage();
    const modal = await screen.findByTestId("announcement-modal");
    await waitFor(() => {
      expect(document.activeElement).toBe(modal);
    });
    fireEvent(modal, new Event("cancel", { cancelable: true }));
    await waitFor(() => {
      expect(screen.queryByTestId("announcement-modal")).toBeNull();
    });
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});

describe("focus around the bars", () => {
  it("gives focus back to where the visitor came from when they close the survey bar", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    renderPage({
      overlays: { announcement: { ...settings.announcement, enabled: false } },
      content: <a href="https://reviews.example/harbor-grill">All reviews</a>,
    });
    const close = await screen.findByRole("button", { name: "Close survey" });
    const link = screen.getByRole("link", { name: "All reviews" });
    // Tab from the page's last link into the bar.
    link.focus();
    close.focus();
    fireEvent.click(close);
    await waitFor(() => {
      expect(screen.queryByTestId("survey-widget")).toBeNull();
    });
    expect(document.activeElement).toBe(link);
  });
});

describe("the session warning in the queue", () => {
  it("comes before every popup and shows alone; the popups follow once it is answered", async () => {
    // A signed-in member gets no SSO modal: the announcement is the popup that waits.
    sessionAboutToExpire();
    renderPage();
    await waitFor(
      () => {
        expect(overlaysShown()).toEqual(["session-warning"]);
      },
      { timeout: 3_000 },
    );
    fireEvent.click(screen.getByRole("button", { name: /automatically logged out/ }));
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["announcement-modal"]);
    });
  });

  it("still warns on an enrollment step, where nothing else opens", async () => {
    resetNavigation("", "/add_card");
    sessionAboutToExpire();
    renderPage();
    const warning = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(warning.textContent).toContain(sessionWarningText);
    expect(overlaysShown()).toEqual(["session-warning"]);
  });
});

describe("toasts in the queue", () => {
  it("hold the survey bar back while one shows, one toast at a time", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    renderPage({ overlays: { announcement: { ...settings.announcement, enabled: false } } });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
    act(() => {
      statusToast("success", "Profile saved", { persistent: true });
      statusToast("success", "Card added", { persistent: true });
    });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["toast"]);
    });
    expect(document.querySelectorAll("[data-sonner-toast][data-visible='true']")).toHaveLength(1);
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["survey-widget"]);
    });
  });

  it("wait out of sight behind an open popup, and show once it is closed", async () => {
    renderPage({ overlays: { announcement: { ...settings.announcement, enabled: false } } });
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["sso-modal"]);
    });
    act(() => {
      statusToast("warning", "A new version is available", { persistent: true });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(overlaysShown()).toEqual(["sso-modal"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(overlaysShown()).toEqual(["toast"]);
    });
  });
});

describe("the survey widget", () => {
  it("opens the partner's external form in a new tab with the tracking fields, then stays away", async () => {
    window.localStorage.setItem(storedValueKeys.ssoModalDismissedAt, new Date().toISOString());
    renderPage({ overlays: { announcement: { ...settings.announcement, enabled: false } } });
    const title = await screen.findByRole("button", { name: "Tell us how we're doing" });
    fireEvent.click(title);
    expect(title.getAttribute("aria-expanded")).toBe("true");
    const link = await screen.findByRole("link", { name: /Open the survey/ });
    expect(link.getAttribute("target")).toBe("_blank");
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://forms.example/to/dining-feedback");
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      campaign: "dining-feedback",
      medium: "web",
      source: "/merchants/m-000042",
      partner_code: "example",
    });
    // No in-house rating: the answers are the external form's.
    expect(screen.queryByRole("radio")).toBeNull();
    fireEvent.click(link);
    await waitFor(() => {
      expect(screen.queryByTestId("survey-widget")).toBeNull();
    });
    expect(Number(window.localStorage.getItem(storedValueKeys.surveyLastSeen))).toBeGreaterThan(0);
  });
});
