import { describe, expect, it } from "vitest";
import { prospectSignUpFormSchema } from "@/shared/contracts/enrollment";
import { joinRequestBody, type JoinFormOutput } from "./join-values";

const options = { hasPPN: true, hasSmsOptInV2: true };
const valid: JoinFormOutput = prospectSignUpFormSchema(options).parse({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "Secret-pass-1",
  passwordConfirm: "Secret-pass-1",
  partnerNumber: "",
  phoneNumber: "",
  zipCode: "10001",
  termsAccepted: true,
});

describe("join request body", () => {
  it("sends the SMS choice only where the partner asks, and never without a phone", () => {
    expect(joinRequestBody({ ...valid, smsOptInV2: true }, options, {}, "answer")).toMatchObject({
      smsOptInV2: false,
    });
    expect(
      joinRequestBody({ ...valid, smsOptInV2: true, phoneNumber: "2125550100" }, options, {}, "answer"),
    ).toMatchObject({ smsOptInV2: true });
    expect(joinRequestBody(valid, { hasPPN: false, hasSmsOptInV2: false }, {}, "answer")).not.toHaveProperty(
      "smsOptInV2",
    );
  });

  it("carries the referral values and the human check's answer", () => {
    expect(joinRequestBody(valid, options, { source: "app", utmMedium: "email" }, "answer")).toMatchObject({
      source: "app",
      utmMedium: "email",
      gRecaptchaResponse: "answer",
    });
  });
});
