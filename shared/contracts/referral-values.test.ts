import { describe, expect, it } from "vitest";
import { referralShape } from "./enrollment";
import { acceptedReferralValue, referralMaxLengths, type ReferralField } from "./referral-values";

const samples = [
  undefined,
  "",
  "   ",
  "spring",
  "  padded  ",
  "harbor-abc_234",
  "a b<script",
  "line\nbreak",
  "tab\tinside",
  "nul\u0000",
  "x".repeat(64),
  "x".repeat(65),
  "x".repeat(100),
  "x".repeat(101),
  "x".repeat(512),
  "x".repeat(513),
];

describe("acceptedReferralValue", () => {
  it("accepts exactly what the sign-up contract's referral fields accept, trimmed as it trims", () => {
    for (const field of Object.keys(referralMaxLengths) as ReferralField[])
      for (const raw of samples) {
        const checked = referralShape[field].safeParse(raw);
        const expected = checked.success ? checked.data : undefined;
        expect([field, raw, acceptedReferralValue(field, raw)]).toEqual([field, raw, expected]);
      }
  });
});
