import { describe, expect, it } from "vitest";
import { emptyJoinValues, joinFieldErrors, joinRequestBody, type JoinValues } from "./join-values";

const valid: JoinValues = {
  ...emptyJoinValues,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "Secret-pass-1",
  passwordConfirm: "Secret-pass-1",
  zipCode: "10001",
  termsAccepted: true,
};
const options = { hasPPN: true, hasSmsOptInV2: true };

describe("join form values", () => {
  it("accepts a complete form", () => {
    expect(joinFieldErrors(valid, options)).toEqual({});
  });

  it("words each problem as the shared schema does, one per field", () => {
    const errors = joinFieldErrors(
      { ...valid, firstName: " ", phoneNumber: "123", passwordConfirm: "other", termsAccepted: false },
      options,
    );
    expect(errors.firstName).toBe("This field is required.");
    expect(errors.phoneNumber).toBe("Invalid US based phone number");
    expect(errors.passwordConfirm).toBe("Passwords do not match.");
    expect(errors.termsAccepted).toBeTruthy();
  });

  it("sends the SMS choice only where the partner asks, and never without a phone", () => {
    expect(joinRequestBody({ ...valid, smsOptInV2: true }, options, {})).toMatchObject({ smsOptInV2: false });
    expect(
      joinRequestBody({ ...valid, smsOptInV2: true, phoneNumber: "212-555-0100" }, options, {}),
    ).toMatchObject({ smsOptInV2: true });
    expect(joinRequestBody(valid, { hasPPN: false, hasSmsOptInV2: false }, {})).not.toHaveProperty(
      "smsOptInV2",
    );
    expect(joinRequestBody(valid, { hasPPN: false, hasSmsOptInV2: false }, {})).not.toHaveProperty(
      "partnerNumber",
    );
  });

  it("carries the referral values", () => {
    expect(joinRequestBody(valid, options, { source: "app", utmMedium: "email" })).toMatchObject({
      source: "app",
      utmMedium: "email",
    });
  });
});
