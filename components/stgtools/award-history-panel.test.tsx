// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AwardHistoryView } from "@/shared/contracts/award-history";
import { AwardHistoryPanel } from "./award-history-panel";

afterEach(cleanup);

const found: AwardHistoryView = {
  award: {
    id: "5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0d11",
    sourceTransactionId: "network:visa:vt-1",
    date: "2026-01-15T00:30:00.000Z",
    merchantId: "m-000001",
    transactionType: "S",
    awardStatus: "Awarded",
    benefitAmount: 2_500,
    uncappedAmount: 3_000,
    cappedBy: "per_visit",
    notEarnedReason: null,
  },
  history: [
    {
      fromStatus: null,
      toStatus: "Pending",
      reason: "capped",
      changedAt: "2026-01-15T01:00:00.000Z",
      actor: "engine",
    },
    {
      fromStatus: "Pending",
      toStatus: "Pending",
      reason: "refunded",
      changedAt: "2026-01-16T01:00:00.000Z",
      actor: "refund",
    },
    {
      fromStatus: "Pending",
      toStatus: "Awarded",
      reason: null,
      changedAt: "2026-01-22T01:00:00.000Z",
      actor: "schedule",
    },
  ],
};

// The staging tools' read-only view of one award's life for support (decision 0063).
describe("AwardHistoryPanel", () => {
  it("asks for an award by id, and shows nothing more before a look-up", () => {
    render(<AwardHistoryPanel lookup={null} found={null} currencyPlural="points" />);
    expect(screen.getByLabelText("Award id or source transaction id").getAttribute("name")).toBe("award");
    expect(screen.queryByTestId("award-history")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when no award of the program has the id", () => {
    render(<AwardHistoryPanel lookup="nope" found={null} currencyPlural="points" />);
    expect(screen.getByRole("status").textContent).toBe("No award of this program has this id.");
  });

  it("shows the award, its cap, and each step in order with why and by whom", () => {
    render(<AwardHistoryPanel lookup={found.award.id} found={found} currencyPlural="points" />);
    const panel = screen.getByTestId("award-history");
    expect(panel.textContent).toContain("2500 points, Awarded, capped by per_visit from 3000");
    const steps = within(panel)
      .getAllByTestId("award-history-step")
      .map((row) => [...row.querySelectorAll("td")].slice(1).map((cell) => cell.textContent));
    expect(steps).toEqual([
      ["made Pending", "capped", "award rules"],
      ["still Pending", "refunded", "refund"],
      ["Pending → Awarded", "", "posting schedule"],
    ]);
  });
});
