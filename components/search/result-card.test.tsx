// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { merchantCardPartner, type MerchantCardMember } from "@/components/merchants/merchant-card-model";
import { getPartner } from "@/partners/registry";
import { blueFin } from "@/tests/support/merchant-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { ResultCard } from "./result-card";
import { loadResultCardPart, ResultCardViewerContext, type ResultCardViewer } from "./result-card-member";

freshQueriesPerTest();
afterEach(cleanup);

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");
const partner = {
  ...merchantCardPartner(harbor.effective),
  hasMerchantFavorites: true,
  hasReservationBonus: true,
};
const bookable = { ...blueFin, reservationProviders: { openTable: true } };

// The parts' code, as the results list hands it over once loaded.
let Part: ResultCardViewer["Part"] = null;
beforeAll(async () => {
  // Parts loaded on demand: transformed once here, not inside the first test's waits.
  Part = await loadResultCardPart();
  await import("@/components/merchants/favorite-button");
});

function renderCard(member: MerchantCardMember, parts: ResultCardViewer["Part"] = Part) {
  return renderWithQueries(
    <ResultCardViewerContext value={{ member, Part: parts }}>
      <ResultCard merchant={bookable} partner={partner} priority={false} />
    </ResultCardViewerContext>,
  );
}

describe("ResultCard's islands", () => {
  it("keep only the offer line's place until it is known who is looking", () => {
    const { container } = renderCard(undefined);
    expect(container.querySelector('span.min-h-11[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByTestId("bonus-tag")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keep only the offer line's place while the parts' code has not arrived", () => {
    const { container } = renderCard(null, null);
    expect(container.querySelector('span.min-h-11[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByTestId("bonus-tag")).toBeNull();
  });

  it("show a visitor the bonus tag and no heart", async () => {
    renderCard(null);
    expect(await screen.findByTestId("bonus-tag")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Favorite Blue Fin" })).toBeNull();
  });

  it("show a member the heart and the bonus tag", async () => {
    renderCard({ tierLevel: 1 });
    expect(await screen.findByRole("button", { name: "Favorite Blue Fin" })).toBeTruthy();
    expect(screen.getByTestId("bonus-tag")).toBeTruthy();
  });
});
