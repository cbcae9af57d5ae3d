// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountFrame } from "./account-frame";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

let memberReads = 0;
const network = componentNetwork(
  http.get("*/api/Member", () => {
    memberReads += 1;
    return HttpResponse.json(demoMemberAccount);
  }),
);
freshQueriesPerTest();

// jsdom does not lay out: the tab row's size watcher has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

function frame(serverMember: typeof demoMemberAccount | null, reservations = false): ReactElement {
  return (
    <AccountFrame
      partner={{
        enrollmentType: "direct",
        programName: "Harbor Rewards",
        currencyPlural: "points",
        accepted: ["VISA"],
        hasPartnerLoadedCards: false,
        reservations,
      }}
      addCardCopy={{} as Parameters<typeof AccountFrame>[0]["addCardCopy"]}
      sidebar="Partner says: most rewards post within 10 days."
      serverMember={serverMember}
    >
      <p>The page</p>
    </AccountFrame>
  );
}

/** The frame as the server draws it into the page's HTML (no effects, no browser values). */
function serverHtml(serverMember: typeof demoMemberAccount | null, reservations = false): string {
  return renderToString(
    <QueryClientProvider client={queryClient()}>{frame(serverMember, reservations)}</QueryClientProvider>,
  );
}

const nonCardMember = { ...demoMemberAccount, memberType: "NonCardMember" as const };

describe("AccountFrame", () => {
  it("shows the partner's account sidebar under the page", async () => {
    resetNavigation("", "/account/overview");
    setSessionCookie(true);
    renderWithQueries(frame(null));
    expect(await screen.findByText("The page")).toBeTruthy();
    expect(screen.getByTestId("page-sidebar").textContent).toBe(
      "Partner says: most rewards post within 10 days.",
    );
  });

  it("draws the page and the tab row into the server's HTML for the request's member", () => {
    resetNavigation("", "/account/overview");
    const html = serverHtml(demoMemberAccount);
    expect(html).toContain("The page");
    expect(html).toContain('data-testid="account-nav"');
    expect(html).not.toContain('data-testid="account-loading"');
  });

  it("puts no Suspense boundary around a page drawn for its member, so no loading line can stream first", () => {
    resetNavigation("", "/account/overview");
    // React marks a boundary in the HTML with <!--$-->; one here let the server send the loading
    // line ahead of any page whose own data came a moment after the frame (decision 0046).
    expect(serverHtml(demoMemberAccount)).not.toContain("<!--$");
  });

  it("draws only the loading line when the request came with no member", () => {
    resetNavigation("", "/account/overview");
    const html = serverHtml(null);
    expect(html).toContain('data-testid="account-loading"');
    expect(html).not.toContain("The page");
  });

  it("reads the server's member again once in the browser, which slides the session", async () => {
    resetNavigation("", "/account/overview");
    setSessionCookie(true);
    memberReads = 0;
    renderWithQueries(frame(demoMemberAccount));
    // Shown at once, from the server's answer.
    expect(screen.getByText("The page")).toBeTruthy();
    await waitFor(() => {
      expect(memberReads).toBe(1);
    });
  });

  it("sends the visitor to sign in when the browser finds the session over after all", async () => {
    resetNavigation("", "/account/overview");
    setSessionCookie(true);
    network.use(
      http.get("*/api/Member", () => HttpResponse.json({ error: "Sign in to continue" }, { status: 401 })),
    );
    renderWithQueries(frame(demoMemberAccount));
    await waitFor(() => {
      expect(screen.getByTestId("account-loading")).toBeTruthy();
    });
  });

  it("draws a non-card member's reservations for them on the server, not the link-a-card notice", () => {
    resetNavigation("", "/account/reservations");
    const html = serverHtml(nonCardMember, true);
    expect(html).toContain("The page");
    expect(html).not.toContain('data-testid="account-non-card"');
    // Their account has no cards or activity: no tab row leads there.
    expect(html).not.toContain('data-testid="account-nav"');
  });

  it("tells a non-card member how to finish joining on the other account pages", () => {
    resetNavigation("", "/account/overview");
    const html = serverHtml(nonCardMember, true);
    expect(html).toContain('data-testid="account-non-card"');
    expect(html).not.toContain("The page");
  });

  it("keeps the notice on Reservations when the partner books no tables", () => {
    resetNavigation("", "/account/reservations");
    expect(serverHtml(nonCardMember, false)).toContain('data-testid="account-non-card"');
  });
});
