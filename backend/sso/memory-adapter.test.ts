import { describe, expect, it } from "vitest";
import { memoryAdapter } from "./memory-adapter";

describe("the local identity provider's memory adapter", () => {
  it("keeps each model's entries apart until they expire", async () => {
    let clock = 1_000_000;
    const factory = memoryAdapter(() => clock);
    const sessions = factory("Session");
    const codes = factory("AuthorizationCode");
    await sessions.upsert("s1", { uid: "u1", accountId: "a" }, 60);
    await codes.upsert("s1", { grantId: "g1" }, 10);
    expect(await sessions.find("s1")).toEqual({ uid: "u1", accountId: "a" });
    expect(await codes.find("s1")).toEqual({ grantId: "g1" });
    expect(await sessions.findByUid("u1")).toEqual({ uid: "u1", accountId: "a" });
    expect(await codes.findByUid("u1")).toBeUndefined();
    clock += 11_000;
    expect(await codes.find("s1")).toBeUndefined();
    expect(await sessions.find("s1")).toBeDefined();
    clock += 60_000;
    expect(await sessions.findByUid("u1")).toBeUndefined();
  });

  it("consumes, destroys, finds by user code and revokes a grant's tokens", async () => {
    const clock = 5_000_000;
    const factory = memoryAdapter(() => clock);
    const codes = factory("AuthorizationCode");
    const tokens = factory("AccessToken");
    await codes.upsert("c1", { grantId: "g1", userCode: "ABCD" });
    await tokens.upsert("t1", { grantId: "g1" });
    await tokens.upsert("t2", { grantId: "g2" });
    await codes.consume("c1");
    expect(await codes.findByUserCode("ABCD")).toEqual({ grantId: "g1", userCode: "ABCD", consumed: 5_000 });
    await tokens.revokeByGrantId("g1");
    expect(await tokens.find("t1")).toBeUndefined();
    expect(await tokens.find("t2")).toBeDefined();
    expect(await codes.find("c1")).toBeDefined();
    await codes.destroy("c1");
    expect(await codes.find("c1")).toBeUndefined();
  });
});
