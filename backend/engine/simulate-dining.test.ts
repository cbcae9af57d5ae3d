import { describe, expect, it } from "vitest";
import { networkMessageSchema } from "@/shared/contracts/network-feed";
import { createRandom } from "../db/seed/random";
import { simulateDining, type DiningHistoryInput } from "./simulate-dining";

const input = (seed: number, overrides: Partial<DiningHistoryInput> = {}): DiningHistoryInput => ({
  cards: [
    { network: "visa", cardReference: "visa-one" },
    { network: "amex", cardReference: "amex-two" },
  ],
  merchants: [
    { visa: "4100000001", mastercard: "5200000001" },
    { visa: "4100000002", amex: "3700000002" },
  ],
  today: "2026-01-31",
  days: 60,
  random: createRandom(seed),
  idPrefix: "sim",
  ...overrides,
});

describe("simulateDining", () => {
  it("sends valid messages: each meal an authorization and its clearing with the tip, on the card's network", () => {
    const messages = simulateDining(input(7));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(networkMessageSchema.parse(message)).toEqual(message);
    const byId = new Map(messages.map((message) => [message.networkTransactionId, message]));
    const clearings = messages.filter((message) => message.messageType === "clearing");
    expect(clearings.length).toBe(
      messages.filter((message) => message.messageType === "authorization").length,
    );
    for (const clearing of clearings) {
      const authorization = byId.get(clearing.originalNetworkTransactionId ?? "");
      expect(authorization?.messageType).toBe("authorization");
      expect(clearing.amountCents).toBeGreaterThan(authorization?.amountCents ?? Infinity);
      expect(clearing.localDate).toBe(authorization?.localDate);
    }
    // An Amex card dines only where Amex knows the merchant.
    expect(new Set(messages.filter((m) => m.network === "amex").map((m) => m.networkMerchantId))).toEqual(
      new Set(["3700000002"]),
    );
    expect(messages.every((m) => m.localDate >= "2025-12-03" && m.localDate <= "2026-01-31")).toBe(true);
  });

  it("refunds a few meals later, after what they refund and never past today", () => {
    const messages = simulateDining(input(11, { refundChance: 0.5 }));
    const refunds = messages.filter((message) => message.messageType === "refund");
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      const at = messages.findIndex((m) => m.networkTransactionId === refund.originalNetworkTransactionId);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThan(messages.indexOf(refund));
      expect(refund.localDate <= "2026-01-31").toBe(true);
    }
  });

  it("is the same for the same seed, and unique ids within a run", () => {
    expect(simulateDining(input(3))).toEqual(simulateDining(input(3)));
    const ids = simulateDining(input(3)).map((message) => message.networkTransactionId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
