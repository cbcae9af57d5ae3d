import { describe, expect, it } from "vitest";
import { deriveSmsOptIn } from "./sms-opt-in";

describe("smsOptIn on sign-up", () => {
  it("follows smsOptInV2 when the form asked", () => {
    expect(deriveSmsOptIn({ phoneNumber: "2125550123", smsOptInV2: true })).toBe(true);
    expect(deriveSmsOptIn({ phoneNumber: "2125550123", smsOptInV2: false })).toBe(false);
  });

  it("is true when a phone is given and the form did not ask", () => {
    expect(deriveSmsOptIn({ phoneNumber: "2125550123" })).toBe(true);
    expect(deriveSmsOptIn({ phoneNumber: "2125550123", smsOptInV2: undefined })).toBe(true);
  });

  it("is false without a phone when the form did not ask", () => {
    expect(deriveSmsOptIn({})).toBe(false);
    expect(deriveSmsOptIn({ phoneNumber: "  " })).toBe(false);
  });

  it("takes smsOptInV2 as given, as the spec says (the form only offers it with a phone)", () => {
    expect(deriveSmsOptIn({ smsOptInV2: true })).toBe(true);
  });
});
