// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { smsOptInCopy } from "@/lib/shared/copy/sms-opt-in-copy";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
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
  generalError: "Partner says: we could not load your profile.",
  serverError: "Partner says: no save.",
  smsOptIn: smsOptInCopy("Harbor Dining"),
  programName: "Harbor Dining",
  support: {
    email: { href: "mailto:help@harbor.example", display: "help@harbor.example" },
    phone: { href: "tel:+18005550100", formatted: "1-800-555-0100" },
  },
};

let member: () => Promise<Response> | Response = () => HttpResponse.json(demoMemberAccount);
let memberReads = 0;
componentNetwork(
  http.get("*/api/Member", () => {
    memberReads += 1;
    return member();
  }),
);
freshQueriesPerTest();

function renderProfile(session = true) {
  resetNavigation("", "/account/profile");
  memberReads = 0;
  setSessionCookie(session);
  renderWithQueries(<ProfileScreen options={options} copy={copy} sso={false} />);
}

describe("ProfileScreen", () => {
  it("shows the page loader until the member arrives", async () => {
    member = async () => {
      await delay("infinite");
      return HttpResponse.json(demoMemberAccount);
    };
    renderProfile();
    expect(await screen.findByTestId("profile-loading")).toBeTruthy();
  });

  it("shows the form filled from the member query", async () => {
    member = () => HttpResponse.json(demoMemberAccount);
    renderProfile();
    expect(await screen.findByDisplayValue("Dana")).toBeTruthy();
    expect(memberReads).toBe(1);
  });

  it("shows the partner's error when the member cannot be read", async () => {
    member = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderProfile();
    expect((await screen.findByRole("alert")).textContent).toBe(copy.generalError);
  });

  it("sends a visitor without a session to sign in, without asking for the member", async () => {
    renderProfile(false);
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith(authHrefs.directSignIn);
    });
    expect(memberReads).toBe(0);
  });
});
