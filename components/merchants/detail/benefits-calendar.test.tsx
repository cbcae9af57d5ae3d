// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { getPartner } from "@/partners/registry";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { BenefitsCalendar } from "./benefits-calendar";
import { merchantEarnFacts } from "./merchant-earn-facts";

freshQueriesPerTest();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const harbor = getPartner("harbor")?.effective;
if (!harbor) throw new Error("harbor");
// Every tier earns here, on every day but Monday and Tuesday.
const facts = merchantEarnFacts(harbor, {
  benefitAvailability: { campaignCodes: harbor.earnRules.map((rule) => ({ tierLevel: rule.tierLevel })) },
  benefitDays: ["Sun", "Wed", "Thu", "Fri", "Sat"],
} as Parameters<typeof merchantEarnFacts>[1]);

/** The HTML the cached page is served with: nobody's clock, nobody signed in. */
function serverHtml(): HTMLElement {
  const html = renderToString(
    <QueryClientProvider client={queryClient()}>
      <BenefitsCalendar facts={facts} />
    </QueryClientProvider>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("BenefitsCalendar", () => {
  it("holds the room of today's tag and note in the server HTML without naming a day", () => {
    const html = serverHtml();
    const tags = [...html.querySelectorAll("li span")].filter((span) => span.textContent === "Today");
    // Every cell holds the tag's line, unseen, so the row does not grow when today is known.
    expect(tags).toHaveLength(7);
    expect(tags.every((tag) => tag.classList.contains("invisible"))).toBe(true);
    expect(html.querySelector("[aria-current]")).toBeNull();
    // Every note is there, unseen, holding the tallest one's room; none is chosen yet.
    expect(html.querySelector('[data-testid="benefits-today"]')).toBeNull();
    const notes = html.querySelectorAll('[aria-hidden="true"].invisible p');
    expect([...notes].map((note) => note.textContent)).toEqual([
      // A visitor's and a member's: every tier earns here, so they read alike.
      "Today is an earning day here.",
      "Today is an earning day here.",
      "Today (Monday) does not earn: no rewards on mondays at this restaurant. Next earning day: Wednesday.",
      "Today (Tuesday) does not earn: no rewards on tuesdays at this restaurant. Next earning day: Wednesday.",
    ]);
  });

  it("marks today and says its note once the browser's clock is known", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 24, 12)); // a Tuesday
    renderWithQueries(<BenefitsCalendar facts={facts} />);
    const today = screen.getByTestId("benefits-calendar").querySelectorAll('[aria-current="date"]');
    expect(today).toHaveLength(1);
    expect(today[0]?.getAttribute("data-day")).toBe("Tue");
    expect(today[0]?.textContent).toContain("24");
    expect(today[0]?.textContent).toContain("Today, no rewards");
    const note = screen.getByTestId("benefits-today");
    expect(note.textContent).toBe(
      "Today (Tuesday) does not earn: no rewards on tuesdays at this restaurant. Next earning day: Wednesday.",
    );
    expect(note.getAttribute("data-earns")).toBe("false");
  });
});
