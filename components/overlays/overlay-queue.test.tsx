// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { statusToast } from "@/components/ui/toasts";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
import type { SurveyFields } from "@/shared/contracts/cms/surveys";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";
import { componentNetwork } from "@/tests/support/component-network";
import { Modal } from "@/components/ui/modal";
import { closeByBrowser, polyfillDialog } from "@/tests/support/dialog-polyfill";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { stubViewport } from "@/tests/support/viewport";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { OverlayQueueProvider, QuietPage } from "./overlay-queue";
import { Overlays, type OverlaySettings } from "./overlays";
import { sessionWarningText } from "./session-timers";
import { SurveyWidget } from "./survey-widget";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
polyfillDialog();
freshQueriesPerTest();
// The page's other overlays post a page view; nothing else reaches the network.
let memberReads = 0;
componentNetwork(
  http.post("*/api/Impressions", () => HttpResponse.json({ accepted: 1 })),
  http.get("*/api/Member", () => {
    memberReads += 1;
    // A read after the first slides the session, as the server's answer moves the cookie.
    if (memberReads > 1)
      document.cookie = `${sessionExpiryCookieName}=${String(Date.now() + 3_600_000)}; path=/`;
    return HttpResponse.json(demoMemberAccount);
  }),
);
beforeAll(async () => {
  // The overlays' code loads on demand; loaded here up front, the first test waits on the
  // queue, not on compiling every overlay.
  await Promise.all([
    import("./announcement-modal"),
    import("./general-popup"),
    import("./install-banner"),
    import("./member-overlays"),
    import("./queued-toasts"),
    import("./sso-modal"),
    import("./survey-bar"),
    import("./update-required"),
  ]);
});

const settings: OverlaySettings = {
  announcement: {
    enabled: true,
    homeIsDiscover: true,
    copy: { banner_copy: [{ type: "text", copy: "Restaurant week is on" }], tooltip_copy: "" },
  },
  generalPopup: { type: null, copy: undefined },
  ssoModal: { title: "Sign in with your loyalty account", body_text: "One account for both." },
  minimumAppVersion: "3.2.0",
  appStores: { ios: "https://apps.apple.com/app", android: "https://play.google.com/store/app" },
  adminOrigin: null,
  installBanner: { enabled: false, appName: "Dining" },
};

const survey: SurveyFields = {
  text: "Tell us how we're doing",
  id: "dining-feedback",
  delay_timeout: 0,
  cookie_timeout: 90,
  url_allow_list: [{ url_allowed: "/merchants" }],
  url_disallow_list: [],
};

function renderPage(
  page: { overlays?: Partial<OverlaySettings>; quiet?: boolean; content?: React.ReactNode } = {},
) {
  return renderWithQueries(
    <OverlayQueueProvider>
      <main>
        {page.quiet ? <QuietPage /> : null}
        {page.content}
      </main>
      <SurveyWidget
        surveys={[survey]}
        partnerCode="example"
        formUrlTemplate="https://forms.example/to/{surveyId}"
      />
      <Overlays settings={{ ...settings, ...page.overlays }} />
    </OverlayQueueProvider>,
  );
}

/** The page settles (the member is known, every overlay has reported) and stays as it is. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

/** The restaurant page's booking sheet, a dialog of the page, open until its close button. */
function BookingSheet() {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Book a table"
      testId="reservation-dialog"
      onClose={() => {
        setOpen(false);
      }}
    >
      <p>Tonight at 7:30 PM for 2</p>
    </Modal>
  );
}

const userAgent = navigator.userAgent;
function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, "userAgent", { value, configurable: true });
}

/** Whether a toast is on screen: drawn, and not held back out of sight by the queue. */
function toastShown(): boolean {
  const shown = document.querySelector("[data-sonner-toast]");
  return shown !== null && shown.closest("[hidden]") === null;
}

/** Every overlay of the queue that is on screen now. */
function overlaysShown(): string[] {
  const drawn = [
    "update-required",
    "session-warning",
    "general-popup",
    "sso-modal",
    "announcement-modal",
    "survey-widget",
    "install-banner",
  ].filter((id) => screen.queryByTestId(id) !== null);
  return toastShown() ? [...drawn, "toast"] : drawn;
}

/** A signed-in member whose session ends in a minute and a little: the warning is due at once. */
function sessionAboutToExpire() {
  setSessionCookie(true);
  document.cookie = `${sessionExpiryCookieName}=${String(Date.now() + 60_200)}; path=/`;
}

beforeEach(() => {
  memberReads = 0;
  stubViewport(1280);
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetNavigation("", "/merchants/m-000042");
});
afterEach(() => {
  setUserAgent(userAgent);
  toast.dismiss();
});

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
