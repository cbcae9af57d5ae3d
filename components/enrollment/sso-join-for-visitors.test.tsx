// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { SsoJoinForVisitors } from "./sso-join-for-visitors";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

let memberType = "NonCardMember";
componentNetwork(http.get("*/api/Member", () => HttpResponse.json({ ...demoMemberAccount, memberType })));
freshQueriesPerTest();

function renderJoin(signedIn: boolean) {
  resetNavigation("", "/join");
  setSessionCookie(signedIn);
  renderWithQueries(
    <SsoJoinForVisitors>
      <button type="button">Join with Skyway FlyerClub</button>
    </SsoJoinForVisitors>,
  );
}

describe("SsoJoinForVisitors", () => {
  it("invites an anonymous visitor to join through the program", async () => {
    renderJoin(false);
    expect(await screen.findByRole("button", { name: "Join with Skyway FlyerClub" })).toBeTruthy();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("sends a member who signed in through the program without a card on to link one", async () => {
    memberType = "NonCardMember";
    renderJoin(true);
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/add_card");
    });
    expect(screen.queryByRole("button", { name: /Join with/ })).toBeNull();
  });

  it("sends a card member to their account", async () => {
    memberType = "EnrolledCardMember";
    renderJoin(true);
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/account/overview");
    });
  });
});
