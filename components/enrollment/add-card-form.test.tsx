// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readStored } from "@/lib/client/browser/stored-values";
import { queryClient } from "@/lib/client/query/query-client";
import { componentNetwork } from "@/tests/support/component-network";
import { humanCheckAnswer, humanCheckChallenge } from "@/tests/support/human-check";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import { AddCardForm } from "./add-card-form";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
vi.mock("@/lib/client/browser/solve-altcha-in-workers", () => import("@/tests/support/human-check"));

const copy: AddCardCopy = {
  termsLabel: "I authorize monitoring of my cards.",
  termsRequired: "Partner says: accept the terms.",
  directFileFeedLabel: "Share my purchases directly.",
  loadFailure: "The card form did not load.",
  general: "Partner says: something went wrong.",
  one: "Your card is linked.",
  all: "Your cards are linked.",
  some: "Some cards could not be linked.",
  none: "We couldn't link your cards.",
  max: "At most 12 cards.",
};

const submissions: unknown[] = [];
const linked = {
  cardRegistration: [{ memberCard: { cardType: "Visa", lastFour: "0077", description: "Visa" } }],
};
let answer: () => Promise<Response> | Response = () => HttpResponse.json(linked);
componentNetwork(
  humanCheckChallenge,
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.get("*/api/Cards/AllPartnerCards", () =>
    HttpResponse.json([
      { partnerCardId: "pc-1", cardType: "Visa", lastFour: "0077" },
      { partnerCardId: "pc-2", cardType: "Mastercard", lastFour: "5454" },
    ]),
  ),
  http.post("*/api/Member/Cards", async ({ request }) => {
    submissions.push(await request.json());
    return answer();
  }),
);
beforeEach(() => {
  // A live session, as the readable cookie says: the member query runs.
  document.cookie = `session_expires_at=${String(Date.now() + 600_000)}; path=/`;
});
afterEach(() => {
  document.cookie = "session_expires_at=; max-age=0; path=/";
  queryClient().clear();
  submissions.length = 0;
  answer = () => HttpResponse.json(linked);
});

async function renderForm() {
  resetNavigation("", "/add_card");
  render(
    <QueryClientProvider client={queryClient()}>
      <AddCardForm accepted={["VISA", "MAST"]} hasPartnerLoadedCards copy={copy} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText("Visa ending in 0077"));
  return user;
}

const linkButton = () => screen.getByRole("button", { name: "Link card" });
const termsBox = () => screen.getByLabelText(/^I authorize monitoring/);

describe("AddCardForm", () => {
  it("explains the terms in the partner's words when the box is unticked, and links nothing without them", async () => {
    const user = await renderForm();
    expect(linkButton()).toHaveProperty("disabled", true);
    await user.click(termsBox());
    expect(linkButton()).toHaveProperty("disabled", false);
    await user.click(termsBox());
    expect(await screen.findByText(copy.termsRequired)).toBeTruthy();
    expect(linkButton()).toHaveProperty("disabled", true);
    expect(submissions).toHaveLength(0);
  });

  it("puts the server's field message on its field", async () => {
    answer = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { directFileFeedOptIn: "Server says: not for this card." } },
        { status: 400 },
      );
    const user = await renderForm();
    await user.click(termsBox());
    await user.click(linkButton());
    expect(await screen.findByText("Server says: not for this card.")).toBeTruthy();
    expect(screen.getByLabelText(/^Share my purchases/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(copy.general)).toBeNull();
  });

  it("says the partner's general message for any other failure", async () => {
    answer = () => HttpResponse.json({ error: "Down" }, { status: 503 });
    const user = await renderForm();
    await user.click(termsBox());
    await user.click(linkButton());
    expect(await screen.findByText(copy.general)).toBeTruthy();
  });

  it("links once however often it is submitted, says so meanwhile, then goes on to /card_added", async () => {
    answer = async () => {
      await delay(200);
      return HttpResponse.json(linked);
    };
    const user = await renderForm();
    await user.click(termsBox());
    const form = linkButton().closest("form");
    if (!form) throw new Error("the button is outside its form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: "Do not refresh." })).toBeTruthy();
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/card_added");
    });
    expect(submissions).toEqual([
      {
        creditCards: [{ partnerCardId: "pc-1", lastFour: "0077", cardType: "Visa" }],
        directFileFeedOptIn: false,
        gRecaptchaResponse: humanCheckAnswer,
      },
    ]);
    expect(readStored("cardRegistrationSuccess")).toContain("Visa ending in 0077");
  });
});
