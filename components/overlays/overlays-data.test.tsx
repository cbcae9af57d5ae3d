// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { stubViewport } from "@/tests/support/viewport";
import { CsrfPrefetch } from "./csrf-prefetch";
import { OverlayQueueProvider } from "./overlay-queue";
import { PageViews } from "./page-views";
import { SessionTimers, sessionWarningText } from "./session-timers";
import { UpdateRequired } from "./update-required";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
beforeAll(() => {
  stubViewport(1280);
});

const impressions: unknown[] = [];
let csrfReads = 0;
let memberReads = 0;
let impressionStatus = 200;
const network = componentNetwork(
  http.get("*/api/Member", () => {
    memberReads += 1;
    // A read after the first slides the session, as the server's answer moves the cookie.
    if (memberReads > 1)
      document.cookie = `${sessionExpiryCookieName}=${String(Date.now() + 3_600_000)}; path=/`;
    return HttpResponse.json(demoMemberAccount);
  }),
  http.post("*/api/Impressions", async ({ request }) => {
    impressions.push(await request.json());
    return HttpResponse.json({ accepted: 1 }, { status: impressionStatus });
  }),
);
freshQueriesPerTest();

describe("CsrfPrefetch", () => {
  it("asks for the token once for the page, however many ask", async () => {
    // Ahead of the network edge's own CSRF answer, to count the calls.
    network.use(
      http.get("*/api/CSRF", () => {
        csrfReads += 1;
        return HttpResponse.json({ csrfToken: "test-csrf-token" });
      }),
    );
    renderWithQueries(
      <>
        <CsrfPrefetch />
        <CsrfPrefetch />
      </>,
    );
    await waitFor(() => {
      expect(csrfReads).toBe(1);
    });
  });
});

describe("PageViews", () => {
  it("posts one page view for the page, through the impressions mutation", async () => {
    impressions.length = 0;
    resetNavigation("", "/merchants/blue-fin");
    renderWithQueries(<PageViews />);
    await waitFor(() => {
      expect(impressions).toHaveLength(1);
    });
    expect(impressions[0]).toEqual([
      expect.objectContaining({ event: "page_view", path: "/merchants/blue-fin", merchantId: "blue-fin" }),
    ]);
  });

  it("ignores a failed post: nothing shows and nothing throws", async () => {
    impressions.length = 0;
    impressionStatus = 503;
    resetNavigation("", "/search");
    renderWithQueries(<PageViews />);
    await waitFor(() => {
      expect(impressions).toHaveLength(1);
    });
    impressionStatus = 200;
  });
});

describe("SessionTimers", () => {
  it("arms nothing for a visitor", async () => {
    memberReads = 0;
    renderWithQueries(
      <OverlayQueueProvider>
        {/* The one overlay above the warning in the queue: it must say it stays away. */}
        <UpdateRequired
          minimumAppVersion="1.0.0"
          stores={{ ios: "https://apps.example", android: "https://play.example" }}
        />
        <SessionTimers />
      </OverlayQueueProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(memberReads).toBe(0);
    expect(screen.queryByText(sessionWarningText)).toBeNull();
  });

  it("warns a minute before expiry; the warning reads the member again, once", async () => {
    memberReads = 0;
    resetNavigation("", "/account/overview");
    setSessionCookie(true);
    // Sixty seconds and a little: the warning is due almost at once.
    document.cookie = `${sessionExpiryCookieName}=${String(Date.now() + 60_200)}; path=/`;
    renderWithQueries(
      <OverlayQueueProvider>
        {/* The one overlay above the warning in the queue: it must say it stays away. */}
        <UpdateRequired
          minimumAppVersion="1.0.0"
          stores={{ ios: "https://apps.example", android: "https://play.example" }}
        />
        <SessionTimers />
      </OverlayQueueProvider>,
    );
    const warning = await screen.findByRole(
      "button",
      { name: /automatically logged out/ },
      { timeout: 3_000 },
    );
    expect(memberReads).toBe(1);
    fireEvent.click(warning);
    await waitFor(() => {
      expect(memberReads).toBe(2);
    });
    // Answered: it closes, and the fresh read re-arms the timers for the new expiry.
    await waitFor(() => {
      expect(screen.queryByText(sessionWarningText)).toBeNull();
    });
  });
});
