// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { partnerCodes, getPartner } from "@/partners/registry";
import { LinkedCardsIntro } from "./linked-cards-intro";

afterEach(cleanup);

describe("LinkedCardsIntro", () => {
  it.each(partnerCodes)("%s: reads as a sentence with the partner's currency name", (code) => {
    const currency = getPartner(code)?.effective.currencyName.other ?? "";
    const { container } = render(<LinkedCardsIntro currencyPlural={currency} />);
    const text = container.textContent;
    expect(text).toContain(currency);
    // No verb agreeing with the currency name: "the cash back are added" was wrong.
    expect(text).not.toMatch(new RegExp(`${currency} (are|is|were|was)\\b`));
  });
});
