// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LinkedCard } from "@/shared/contracts/cards";
import { LinkedCardRow } from "./linked-card-row";

const visa: LinkedCard = {
  id: "card-1",
  cardType: "Visa",
  lastFour: "4242",
  description: "Visa",
  partnerCardId: null,
};

describe("LinkedCardRow", () => {
  const scrolled = vi.fn();
  afterEach(() => {
    scrolled.mockReset();
  });
  // jsdom lays nothing out, so it has no scrollIntoView; the row's call is what is checked.
  Element.prototype.scrollIntoView = scrolled;

  it("scrolls a card just linked into view", () => {
    render(
      <ul>
        <LinkedCardRow card={visa} deleting={false} disabled={false} justLinked onDelete={vi.fn()} />
      </ul>,
    );
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBeInstanceOf(HTMLLIElement);
  });

  it("leaves the page where it is for cards already there", () => {
    render(
      <ul>
        <LinkedCardRow card={visa} deleting={false} disabled={false} onDelete={vi.fn()} />
      </ul>,
    );
    expect(scrolled).not.toHaveBeenCalled();
  });
});
