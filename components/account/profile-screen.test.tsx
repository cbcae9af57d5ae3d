// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { smsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountSessionProvider } from "./account-session";
import type { ProfileCopy } from "./profile-copy";
import { ProfileScreen } from "./profile-screen";
import type { ProfileOptions } from "./profile-values";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const options: ProfileOptions = {
  namesEditable: true,
  fullAddressRequired: false,
  hasSmsOptIn: false,
  hasSmsOptInV2: false,
  showEmailOptIn: true,
  showPassword: true,
};
const copy: ProfileCopy = {
  zipInvalid: "ZIP is not located in the U.S.",
  generalError: "Partner says: we could not check that ZIP.",
  serverError: "Partner says: no save.",
  smsOptIn: smsOptInCopy("Harbor Dining"),
  programName: "Harbor Dining",
  support: {
    email: { href: "mailto:help@harbor.example", display: "help@harbor.example" },
    phone: { href: "tel:+18005550100", formatted: "1-800-555-0100" },
  },
};

let memberReads = 0;
componentNetwork(
  http.get("*/api/Member", () => {
    memberReads += 1;
    return HttpResponse.json(demoMemberAccount);
  }),
);
freshQueriesPerTest();

/** The screen inside the account frame's session, as every account page renders. */
function profile(member: MemberAccount = demoMemberAccount): ReactElement {
  return (
    <AccountSessionProvider value={{ member, signInAgain: vi.fn() }}>
      <ProfileScreen options={options} copy={copy} />
    </AccountSessionProvider>
  );
}

describe("ProfileScreen", () => {
  it("shows the form filled from the account frame's member, without a read of its own", async () => {
    resetNavigation("", "/account/user_profile");
    setSessionCookie(true);
    memberReads = 0;
    renderWithQueries(profile());
    expect(await screen.findByDisplayValue("Dana")).toBeTruthy();
    expect(memberReads).toBe(0);
  });

  it("is drawn into the server's HTML for the request's member: no loading line first", () => {
    resetNavigation("", "/account/user_profile");
    const html = renderToString(
      <QueryClientProvider client={queryClient()}>{profile()}</QueryClientProvider>,
    );
    expect(html).toMatch(/value="Dana"/);
    expect(html).not.toContain("profile-loading");
  });

  it("shows an SSO member's names as read-only, whatever the partner allows", () => {
    resetNavigation("", "/account/user_profile");
    setSessionCookie(true);
    renderWithQueries(profile({ ...demoMemberAccount, interfaceType: "sso" }));
    expect(screen.getByTestId("profile-first-name-read-only").textContent).toContain("Dana");
    expect(screen.queryByDisplayValue("Dana")).toBeNull();
  });
});
