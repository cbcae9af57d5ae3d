// Shared by the overlay queue's test files (overlay-queue*.test.tsx): the page they render and
// what they read off it.
import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { Modal } from "@/components/ui/modal";
import type { SurveyFields } from "@/shared/contracts/cms/surveys";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { stubViewport } from "@/tests/support/viewport";
import { OverlayQueueProvider, QuietPage } from "./overlay-queue";
import { Overlays, type OverlaySettings } from "./overlays";
import { SurveyWidget } from "./survey-widget";

let memberReads = 0;

export const settings: OverlaySettings = {
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

export const survey: SurveyFields = {
  text: "Tell us how we're doing",
  id: "dining-feedback",
  delay_timeout: 0,
  cookie_timeout: 90,
  url_allow_list: [{ url_allowed: "/merchants" }],
  url_disallow_list: [],
};

export function renderPage(
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
export const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

/** The restaurant page's booking sheet, a dialog of the page, open until its close button. */
export function BookingSheet() {
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
export function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, "userAgent", { value, configurable: true });
}

/** Whether a toast is on screen: drawn, and not held back out of sight by the queue. */
function toastShown(): boolean {
  const shown = document.querySelector("[data-sonner-toast]");
  return shown !== null && shown.closest("[hidden]") === null;
}

/** Every overlay of the queue that is on screen now. */
export function overlaysShown(): string[] {
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
export function sessionAboutToExpire() {
  setSessionCookie(true);
  document.cookie = `${sessionExpiryCookieName}=${String(Date.now() + 60_200)}; path=/`;
}

/**
 * The page around the queue, for a test file to call once at its top: dialogs in jsdom, fresh
 * queries, the network the overlays reach, their code loaded up front, and a clean visit per test.
 * (Each file still mocks next/navigation itself: vi.mock is hoisted only in a test file.)
 */
export function setUpOverlayPage() {
  polyfillDialog();
  freshQueriesPerTest();
  // The page's other overlays post a page view; nothing else reaches the network.
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
}
