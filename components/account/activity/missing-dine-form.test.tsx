// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import type { MissingDineAnswer } from "@/shared/contracts/missing-dine";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { MissingDineDialog } from "./missing-dine-dialog";

polyfillDialog();

const cardId = "5b0c6f0e-8f7e-4a53-9d55-3c2f0e6c9a11";
const reports: unknown[] = [];
const searches: string[] = [];
let reportAnswer: () => Response = () =>
  HttpResponse.json({ outcome: "claim", reference: "MD-7KQ2XP" } satisfies MissingDineAnswer);

const merchant = (id: string, name: string) => ({
  id,
  name,
  location: { address: { address1: "1 Pier St", city: "Portland", state: "ME", zip: "04101" } },
});

componentNetwork(
  http.get("*/api/Member/Cards", () =>
    HttpResponse.json([
      { id: cardId, cardType: "Visa", lastFour: "4242", description: "Visa", partnerCardId: null },
    ]),
  ),
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url).searchParams.get("restaurantOrCuisine") ?? "");
    return HttpResponse.json({
      merchants: [merchant("m-000001", "Harbor Grill"), merchant("m-000002", "Harbor Oyster Bar")],
      totalResultSize: 2,
      totalPages: 1,
    });
  }),
  http.post("*/api/Member/MissingDines", async ({ request }) => {
    reports.push(await request.json());
    return reportAnswer();
  }),
);
afterEach(() => {
  queryClient().clear();
  reports.length = 0;
  searches.length = 0;
  reportAnswer = () =>
    HttpResponse.json({ outcome: "claim", reference: "MD-7KQ2XP" } satisfies MissingDineAnswer);
});

const dayMs = 86_400_000;
const daysAgo = (back: number) => new Date(Date.now() - back * dayMs).toISOString().slice(0, 10);

async function openDialog() {
  render(
    <QueryClientProvider client={queryClient()}>
      <MissingDineDialog currencyPlural="points" />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Report a missing dine" }));
  return { user, dialog: within(screen.getByRole("dialog", { name: "Report a missing dine" })) };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  dialog: Awaited<ReturnType<typeof openDialog>>["dialog"],
) {
  await user.type(dialog.getByLabelText(/^Date of the meal/), daysAgo(15));
  await user.type(dialog.getByLabelText("Search restaurants by name"), "harbor");
  await waitFor(() => {
    expect(dialog.getByRole("option", { name: /^Harbor Oyster Bar/ })).toBeTruthy();
  });
  await user.selectOptions(dialog.getByLabelText(/^Restaurant/), "m-000002");
  await user.type(dialog.getByLabelText(/^Amount of the bill/), "64.50");
  await waitFor(() => {
    expect(dialog.getByRole("option", { name: "Visa ending in 4242" })).toBeTruthy();
  });
  await user.selectOptions(dialog.getByLabelText(/^Card you paid with/), cardId);
}

describe("MissingDineDialog", () => {
  it("says what each empty field needs, focuses the first, and sends nothing", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect(await dialog.findByText("Choose the date of the meal")).toBeTruthy();
    expect(dialog.getByText("Choose the restaurant")).toBeTruthy();
    expect(dialog.getByText("Enter the amount of the bill")).toBeTruthy();
    expect(dialog.getByText("Choose the card you paid with")).toBeTruthy();
    expect(dialog.getByTestId("missing-dine-error").textContent).toBe("Check the fields above.");
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Date of the meal/));
    expect(dialog.getByLabelText(/^Amount of the bill/).getAttribute("aria-invalid")).toBe("true");
    expect(reports).toHaveLength(0);
  });

  it("refuses a meal too recent to report, with the day it can be, and a bad amount", async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Date of the meal/), daysAgo(2));
    await user.type(dialog.getByLabelText(/^Amount of the bill/), "0");
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect(
      await dialog.findByText(
        `Rewards can take up to 10 days to appear: report this meal after ${daysAgo(-8)}`,
      ),
    ).toBeTruthy();
    expect(dialog.getByText("The amount must be more than $0")).toBeTruthy();
    expect(reports).toHaveLength(0);
  });

  it("answers with the claim's reference when the dine is not found", async () => {
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect((await dialog.findByTestId("missing-dine-result")).textContent).toBe(
      "We couldn't find it yet. Your reference is MD-7KQ2XP; support will look into it.",
    );
    expect(reports).toEqual([{ date: daysAgo(15), merchantId: "m-000002", amount: "64.50", cardId }]);
    expect(searches.at(-1)).toBe("harbor");
  });

  it("forgets the chosen restaurant when the member searches another name", async () => {
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.type(dialog.getByLabelText("Search restaurants by name"), " oyster");
    expect(dialog.getByLabelText<HTMLSelectElement>(/^Restaurant/).value).toBe("");
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect(await dialog.findByText("Choose the restaurant")).toBeTruthy();
    expect(reports).toHaveLength(0);
  });

  it("answers with the award when the dine is found", async () => {
    reportAnswer = () =>
      HttpResponse.json({
        outcome: "found",
        award: {
          transactionId: "t-1",
          merchantName: "Harbor Oyster Bar",
          benefitAmount: 320,
          awardStatus: "Pending",
        },
      } satisfies MissingDineAnswer);
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect((await dialog.findByTestId("missing-dine-result")).textContent).toBe(
      "We found your dine at Harbor Oyster Bar: 320 points are on their way.",
    );
  });

  it("puts the server's field message on its field", async () => {
    reportAnswer = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { cardId: "Choose one of your linked cards" } },
        { status: 400 },
      );
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Report the missing dine" }));
    expect(await dialog.findByText("Choose one of your linked cards")).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Card you paid with/));
  });
});
