// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { Overlays, type OverlaySettings } from "@/components/overlays/overlays";
import { SurveyWidget } from "@/components/overlays/survey-widget";
import type { SurveyFields } from "@/shared/contracts/cms/surveys";
import { componentNetwork } from "@/tests/support/component-network";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { stubViewport } from "@/tests/support/viewport";
import { PageFrame } from "./page-frame";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
// The page's other overlays post a page view; nothing else reaches the network.
componentNetwork(http.post("*/api/Impressions", () => HttpResponse.json({ accepted: 1 })));
freshQueriesPerTest();
beforeAll(async () => {
  stubViewport(1280);
  // The overlays' code loads on demand; loaded up front, the test waits on the queue, not on compiling.
  await Promise.all([
    import("@/components/overlays/general-popup"),
    import("@/components/overlays/install-banner"),
    import("@/components/overlays/member-overlays"),
    import("@/components/overlays/queued-toasts"),
    import("@/components/overlays/sso-modal"),
    import("@/components/overlays/announcement-modal"),
    import("@/components/overlays/survey-bar"),
    import("@/components/overlays/update-required"),
  ]);
});

const survey: SurveyFields = {
  text: "Tell us how we're doing",
  id: "dining-feedback",
  delay_timeout: 0,
  cookie_timeout: 90,
  url_allow_list: [],
  url_disallow_list: [],
};

/** A partner with no popups and no install banner: the survey is the one overlay that wants to show. */
const noPopups: OverlaySettings = {
  announcement: { enabled: false, homeIsDiscover: false, copy: undefined },
  generalPopup: { type: null, copy: undefined },
  ssoModal: undefined,
  minimumAppVersion: "0.0.0",
  appStores: { ios: "https://apps.apple.com/app", android: "https://play.google.com/store/app" },
  adminOrigin: null,
  installBanner: { enabled: false, appName: "Dining" },
};

/** Whether `later` comes after `earlier` in the page's order. */
function follows(earlier: Element, later: Element): boolean {
  return (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe("PageFrame", () => {
  it("puts the survey bar after the page's content, above the footer, so showing it moves nothing the visitor reads", async () => {
    resetNavigation("", "/search");
    renderWithQueries(
      <PageFrame
        header={<header>Dining</header>}
        survey={
          <SurveyWidget
            surveys={[survey]}
            partnerCode="example"
            formUrlTemplate="https://forms.example/{surveyId}"
          />
        }
        footer={<footer data-testid="site-footer">Help</footer>}
        overlays={<Overlays settings={noPopups} />}
      >
        <h1>Restaurants near you</h1>
      </PageFrame>,
    );
    const bar = await screen.findByTestId("survey-widget");
    const main = screen.getByRole("main");
    expect(main.contains(bar)).toBe(false);
    expect(follows(main, bar)).toBe(true);
    expect(follows(bar, screen.getByTestId("site-footer"))).toBe(true);
    // In the page's flow, not laid over it: nothing is covered either.
    expect(bar.className).not.toMatch(/\b(fixed|sticky|absolute)\b/);
  });
});
