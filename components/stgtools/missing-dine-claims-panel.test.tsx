// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MissingDineClaimsPanel } from "./missing-dine-claims-panel";

afterEach(cleanup);

describe("MissingDineClaimsPanel", () => {
  it("says there are none", () => {
    render(<MissingDineClaimsPanel claims={[]} />);
    expect(screen.getByText("No open claims.")).toBeTruthy();
  });

  it("lists each open claim with its reference as the row's header", () => {
    render(
      <MissingDineClaimsPanel
        claims={[
          {
            reference: "MD-7KQ2XP",
            memberEmail: "dina@harbor.example",
            card: "Visa ending in 4242",
            merchantId: "m-000002",
            merchantName: "Harbor Oyster Bar",
            mealDate: "2026-11-10",
            amountCents: 6_450,
            createdAt: new Date("2026-11-27T12:00:00Z"),
          },
        ]}
      />,
    );
    const row = screen.getByRole("row", { name: /MD-7KQ2XP/ });
    expect(within(row).getByRole("rowheader").textContent).toBe("MD-7KQ2XP");
    expect(row.textContent).toContain("dina@harbor.example");
    expect(row.textContent).toContain("Harbor Oyster Bar (m-000002)");
    expect(row.textContent).toContain("$64.50");
    expect(row.textContent).toContain("2026-11-10");
  });
});
