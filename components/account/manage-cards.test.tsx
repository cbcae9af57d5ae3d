// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import type { LinkedCard } from "@/shared/contracts/cards";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountSessionProvider } from "./account-session";
import { ManageCards } from "./manage-cards";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

// jsdom has <dialog> without its modal methods; the confirmation needs only open and close.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const copy: AddCardCopy = {
  termsLabel: "I accept the terms",
  termsRequired: "Accept the terms.",
  directFileFeedLabel: "Share my card",
  loadFailure: "Card entry did not load.",
  general: "Something went wrong.",
  one: "One linked.",
  all: "All linked.",
  some: "Some linked.",
  none: "None linked.",
  max: "Maximum reached.",
};
const visa: LinkedCard = {
  id: "card-1",
  cardType: "Visa",
  lastFour: "4242",
  description: "Visa",
  partnerCardId: null,
};
const amex: LinkedCard = {
  id: "card-2",
  cardType: "Amex",
  lastFour: "0005",
  description: "Amex",
  partnerCardId: null,
};

let cards: LinkedCard[] = [];
let cardsAnswer: () => Promise<Response> | Response = () => HttpResponse.json(cards);
let cardReads = 0;
const deleted: string[] = [];
componentNetwork(
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.get("*/api/Member/Cards", () => {
    cardReads += 1;
    return cardsAnswer();
  }),
  http.delete("*/api/Member/Cards", ({ request }) => {
    const id = new URL(request.url).searchParams.get("id") ?? "";
    deleted.push(id);
    cards = cards.filter((card) => card.id !== id);
    return HttpResponse.json(true);
  }),
);
freshQueriesPerTest();

function renderCards() {
  resetNavigation();
  cardReads = 0;
  deleted.length = 0;
  setSessionCookie(true);
  const signInAgain = vi.fn();
  renderWithQueries(
    <AccountSessionProvider value={{ member: demoMemberAccount, signInAgain }}>
      <ManageCards
        partner={{ programName: "Harbor Dining", accepted: ["VISA", "AMEX"], hasPartnerLoadedCards: false }}
        copy={copy}
      />
    </AccountSessionProvider>,
  );
  return { user: userEvent.setup(), signInAgain };
}

describe("ManageCards", () => {
  it("says it is loading until the cards arrive", async () => {
    cardsAnswer = async () => {
      await delay("infinite");
      return HttpResponse.json([]);
    };
    renderCards();
    expect((await screen.findByRole("status")).textContent).toBe("Loading your cards…");
  });

  it("shows an empty list and the link-card form for a member without cards", async () => {
    cards = [];
    cardsAnswer = () => HttpResponse.json(cards);
    renderCards();
    expect(await screen.findByRole("list", { name: "Linked cards" })).toBeTruthy();
    expect(screen.queryAllByTestId("linked-card")).toEqual([]);
    expect(screen.getByRole("heading", { name: "Link another card" })).toBeTruthy();
  });

  it("shows the error when the cards cannot be read", async () => {
    cardsAnswer = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderCards();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your cards.");
  });

  it("sends a member whose session ended (401) to sign in", async () => {
    cardsAnswer = () => HttpResponse.json({ error: "Sign in to continue" }, { status: 401 });
    const { signInAgain } = renderCards();
    await waitFor(() => {
      expect(signInAgain).toHaveBeenCalled();
    });
  });

  it("deletes a confirmed card and reads the list again without it", async () => {
    cards = [visa, amex];
    cardsAnswer = () => HttpResponse.json(cards);
    const { user } = renderCards();
    await user.click(await screen.findByRole("button", { name: "Delete Visa ending in 4242" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete card" }));
    await waitFor(() => {
      expect(screen.getAllByTestId("linked-card")).toHaveLength(1);
    });
    expect(deleted).toEqual(["card-1"]);
    expect(cardReads).toBe(2);
  });
});
