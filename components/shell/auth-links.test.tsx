// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { AuthLinks } from "./auth-links";
import type { ShellPartner } from "./nav-model";

afterEach(cleanup);

const ssoPartner: ShellPartner = {
  name: "Skyway Dining",
  shortCode: "SKY",
  shortName: "Skyway",
  logoUrl: "/",
  enrollmentType: "sso",
  homeIsDiscover: false,
  reservations: false,
};

function linksOn(pathname: string, memberState: Parameters<typeof AuthLinks>[0]["memberState"]) {
  render(<AuthLinks partner={ssoPartner} memberState={memberState} pathname={pathname} />);
  const list = screen.getByTestId("auth-links");
  return within(list)
    .queryAllByRole("link")
    .map((link) => `${link.textContent} → ${link.getAttribute("href") ?? ""}`);
}

describe("AuthLinks on an SSO partner", () => {
  it("offers a visitor on /join what a visitor can do: sign in if already a member, never sign out", () => {
    expect(linksOn("/join", { status: "anonymous" })).toEqual(["Sign in → /Login"]);
    expect(screen.getByTestId("auth-links").textContent).toContain("Already a member?");
  });

  it("offers a signed-in member on an enrollment step sign-out, as the spec's rule has it", () => {
    const nonCardMember = { ...demoMemberAccount, memberType: "NonCardMember" as const };
    expect(linksOn("/add_card", { status: "member", member: nonCardMember })).toEqual([
      "Sign out → /SignOut",
    ]);
  });

  it("offers a visitor on any other page sign-in and join", () => {
    expect(linksOn("/search", { status: "anonymous" })).toEqual(["Sign in → /Login", "Join → /Login?join=1"]);
  });
});

describe("AuthLinks before the member is known", () => {
  const directPartner: ShellPartner = { ...ssoPartner, enrollmentType: "direct" };

  it("draws a visitor's sign-in and join as plain links, marked to hide where a session may be live", () => {
    render(<AuthLinks partner={directPartner} memberState={{ status: "loading" }} pathname="/search" />);
    const list = screen.getByTestId("auth-links");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => `${link.textContent} → ${link.getAttribute("href") ?? ""}`),
    ).toEqual(["Sign in → /login", "Join → /join"]);
    expect(list.className).toContain("visitor-links-pending");
  });

  it("drops the mark once the visitor is known", () => {
    render(<AuthLinks partner={directPartner} memberState={{ status: "anonymous" }} pathname="/search" />);
    expect(screen.getByTestId("auth-links").className).not.toContain("visitor-links-pending");
  });
});
