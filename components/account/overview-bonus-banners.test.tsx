// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { FooterAuthLink } from "@/components/shell/footer-auth-link";
import type { Bonus } from "@/shared/contracts/bonus";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { OverviewBonusBanners } from "./overview-bonus-banners";
import type { BonusCopy } from "@/shared/contracts/copy/bonus";

const copy: BonusCopy = {
  title: "Your bonuses",
  banners: [],
  success: "Registered!",
  error: "Could not register.",
};
const eligible: Bonus = {
  code: "HHD-NEW-200",
  bonusStatus: "eligible",
  createDateUtc: new Date().toISOString(),
  isNewMemberBonus: false,
  description: "200 bonus points on your next two meals",
  memberIsEligibleForNMB: false,
  appOnly: false,
};
const member = { ...demoMemberAccount, activeBonuses: [eligible] };

let registration: () => Promise<Response> | Response = () => HttpResponse.json({ success: true });
let memberReads = 0;
componentNetwork(
  http.get("*/api/Member", () => {
    memberReads += 1;
    return HttpResponse.json(member);
  }),
  http.post("*/api/Member/Bonus/:code", () => registration()),
);
freshQueriesPerTest();

function renderBanners() {
  memberReads = 0;
  window.localStorage.clear();
  setSessionCookie(true);
  const signInAgain = vi.fn();
  renderWithQueries(
    <>
      <OverviewBonusBanners copy={copy} member={member} signInAgain={signInAgain} />
      {/* Another component showing the member: it reads the member again after a registration. */}
      <ul>
        <FooterAuthLink enrollmentType="direct" />
      </ul>
    </>,
  );
  return { user: userEvent.setup(), signInAgain };
}

const registerButton = () => screen.findByRole("button", { name: `Register: ${eligible.description}` });

describe("OverviewBonusBanners", () => {
  it("shows nothing for a member without bonuses", () => {
    const { container } = renderWithQueries(
      <OverviewBonusBanners copy={copy} member={demoMemberAccount} signInAgain={vi.fn()} />,
    );
    expect(container.querySelector('[data-testid="bonus-available"]')).toBeNull();
  });

  it("registers through the mutation, moves the bonus to activated and reads the member again", async () => {
    registration = async () => {
      await delay(30);
      return HttpResponse.json({ success: true });
    };
    const { user } = renderBanners();
    await screen.findByTestId("footer-auth-link");
    expect(memberReads).toBe(1);
    await user.click(await registerButton());
    expect((await screen.findByRole("button", { name: /Registering…/ })).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByTestId("bonus-activated")).toBeTruthy();
    expect(screen.queryByTestId("bonus-available")).toBeNull();
    await waitFor(() => {
      expect(memberReads).toBe(2);
    });
  });

  it("keeps the Register button after a failed registration", async () => {
    registration = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    const { user } = renderBanners();
    await user.click(await registerButton());
    await waitFor(async () => {
      expect((await registerButton()).hasAttribute("disabled")).toBe(false);
    });
    expect(screen.queryByTestId("bonus-activated")).toBeNull();
  });

  it("sends a member whose session ended (401) to sign in", async () => {
    registration = () => HttpResponse.json({ error: "Sign in to continue" }, { status: 401 });
    const { user, signInAgain } = renderBanners();
    await user.click(await registerButton());
    await waitFor(() => {
      expect(signInAgain).toHaveBeenCalled();
    });
  });
});
