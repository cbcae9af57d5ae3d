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

/** The utilities a class list applies in one state (Tailwind's variant prefix), without the prefix. */
function utilitiesFor(element: Element, variant: string): string[] {
  return [...element.classList]
    .filter((name) => name.startsWith(variant))
    .map((name) => name.slice(variant.length));
}

/** A Tailwind length utility's number ("outline-3" → 3, "-outline-offset-3" → -3); undefined when absent. */
function sizeOf(utilities: readonly string[], utility: string): number | undefined {
  for (const name of utilities) {
    const match = new RegExp(`^(-?)${utility}-(\\d+)$`).exec(name);
    if (match) return Number(match[2]) * (match[1] ? -1 : 1);
  }
  return undefined;
}

describe("ResultCard's keyboard focus", () => {
  it("draws a two-tone ring inside the card's edge, where the card's clipping cannot hide it", () => {
    renderCard(null);
    const link = screen.getByRole("link", { name: "Blue Fin" });
    const card = screen.getByTestId("merchant-card");
    // The card clips what lies outside it (the picture's rounded corners): a ring there is invisible.
    expect(card.classList.contains("overflow-hidden")).toBe(true);
    // The ring is the link's stretched ::after, which covers the whole card.
    expect(link.classList.contains("after:inset-0")).toBe(true);
    const ring = utilitiesFor(link, "focus-visible:after:");
    const width = sizeOf(ring, "outline") ?? 0;
    const offset = sizeOf(ring, "outline-offset") ?? 0;
    // WCAG 2.2 focus appearance: at least 2 px thick all round, and inside the box (offset ≤ -width).
    expect(width).toBeGreaterThanOrEqual(2);
    expect(offset + width).toBeLessThanOrEqual(0);
    // The partner's focus colour outside, the surface inside: one band contrasts on any picture.
    expect(ring).toContain("outline-accent");
    const inner = ring.map(
      (name) => /^shadow-\[inset_0_0_0_(\d+)px_var\(--color-surface\)\]$/.exec(name)?.[1],
    );
    expect(Number(inner.find(Boolean) ?? 0)).toBeGreaterThan(width);
  });
});
