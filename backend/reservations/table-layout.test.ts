import { describe, expect, it } from "vitest";
import { tableLayoutFor } from "./table-layout";

describe("a restaurant's tables", () => {
  it("is the same for a merchant id every time, and differs between merchants", () => {
    expect(tableLayoutFor("m-000042")).toEqual(tableLayoutFor("m-000042"));
    const layouts = new Set(
      Array.from({ length: 30 }, (_, i) => JSON.stringify(tableLayoutFor(`m-${String(i).padStart(6, "0")}`))),
    );
    expect(layouts.size).toBeGreaterThan(5);
  });

  it("has two-tops, four-tops, six-tops and exactly one table for eight to ten", () => {
    for (let i = 0; i < 50; i += 1) {
      const tables = tableLayoutFor(`m-${String(i).padStart(6, "0")}`);
      const capacities = tables.map((table) => table.capacity);
      expect(capacities.filter((c) => c === 2).length).toBeGreaterThanOrEqual(2);
      expect(capacities.filter((c) => c === 4).length).toBeGreaterThanOrEqual(2);
      expect(capacities.filter((c) => c === 6).length).toBeGreaterThanOrEqual(1);
      expect(capacities.filter((c) => c >= 8 && c <= 10)).toHaveLength(1);
      // Every party from one to the large table's size has a table.
      const largest = Math.max(...capacities);
      for (let party = 1; party <= largest; party += 1) {
        expect(tables.some((t) => t.minParty <= party && party <= t.capacity)).toBe(true);
      }
      expect(new Set(tables.map((t) => t.label)).size).toBe(tables.length);
    }
  });
});
