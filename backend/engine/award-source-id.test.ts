import { describe, expect, it } from "vitest";
import { awardSourceId, reversalSourceId } from "./award-source-id";

const message = { network: "visa", networkTransactionId: "T2", originalNetworkTransactionId: null } as const;

describe("awardSourceId", () => {
  it("names a clearing's meal by the authorization it settles, so both name one award", () => {
    const authorization = awardSourceId({
      ...message,
      messageType: "authorization",
      networkTransactionId: "T1",
    });
    const clearing = awardSourceId({
      ...message,
      messageType: "clearing",
      originalNetworkTransactionId: "T1",
    });
    expect(clearing).toBe(authorization);
    expect(clearing).toBe("network:visa:T1");
  });

  it("names a clearing without an authorization by itself, per network", () => {
    expect(awardSourceId({ ...message, messageType: "clearing" })).toBe("network:visa:T2");
    expect(awardSourceId({ ...message, network: "amex", messageType: "clearing" })).toBe("network:amex:T2");
  });

  it("files a refund's reversal under its award", () => {
    expect(reversalSourceId("network:visa:T1", "R9")).toBe("refund:network:visa:T1:R9");
  });
});
