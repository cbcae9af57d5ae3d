import { describe, expect, it } from "vitest";
import { prospectSignUpFormSchema, prospectSignUpRequestSchema } from "./enrollment";
import { formMessages } from "./form-messages";

const valid = {
  firstName: "  Ada ",
  lastName: "Lovelace",
  email: " Ada.Lovelace@Example.COM ",
  password: "harbor-dining-26",
  passwordConfirm: "harbor-dining-26",
  zipCode: "10001",
  termsAccepted: true,
};

const withPpn = prospectSignUpFormSchema({ hasPPN: true });
const withoutPpn = prospectSignUpFormSchema({ hasPPN: false });

/** The first message per field, as the backend's validate middleware reports them. */
function errors(input: unknown, schema = withPpn): Record<string, string> {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("prospect sign-up contract", () => {
  it("trims names, lower-cases the email and drops blank optional fields", () => {
    expect(withPpn.parse({ ...valid, phoneNumber: "", partnerNumber: " ", utmSource: "" })).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lovelace@example.com",
      password: "harbor-dining-26",
      passwordConfirm: "harbor-dining-26",
      zipCode: "10001",
      termsAccepted: true,
    });
  });

  it("requires names, email, passwords, ZIP and accepted terms", () => {
    expect(errors({})).toEqual({
      firstName: formMessages.required,
      lastName: formMessages.required,
      email: formMessages.required,
      password: formMessages.required,
      passwordConfirm: formMessages.required,
      zipCode: formMessages.required,
      termsAccepted: formMessages.termsRequired,
    });
    expect(errors({ ...valid, firstName: "   ", termsAccepted: false })).toEqual({
      firstName: formMessages.required,
      termsAccepted: formMessages.termsRequired,
    });
  });

  it("limits names to 20 characters after trimming", () => {
    expect(errors({ ...valid, firstName: ` ${"a".repeat(20)} ` })).toEqual({});
    expect(errors({ ...valid, lastName: "a".repeat(21) })).toEqual({
      lastName: "Must be at most 20 characters.",
    });
  });

  it("checks the email with the simple pattern, at most 50 characters", () => {
    expect(errors({ ...valid, email: "ada@example" })).toEqual({ email: formMessages.invalidEmail });
    expect(errors({ ...valid, email: `${"a".repeat(38)}@example.com` })).toEqual({});
    expect(errors({ ...valid, email: `${"a".repeat(39)}@example.com` })).toEqual({
      email: "Must be at most 50 characters.",
    });
  });

  it("truncates passwords to 56 characters before checking them", () => {
    const long = "p".repeat(56);
    const parsed = withPpn.parse({
      ...valid,
      password: `${long}-typed-on`,
      passwordConfirm: `${long}-differently`,
    });
    expect(parsed.password).toBe(long);
    expect(parsed.passwordConfirm).toBe(long);
    const emoji = `${"p".repeat(55)}😀`;
    expect(withPpn.parse({ ...valid, password: emoji, passwordConfirm: emoji }).password).toBe(
      "p".repeat(55),
    );
  });

  it("wants at least 8 characters and two matching passwords", () => {
    expect(errors({ ...valid, password: "short", passwordConfirm: "short" })).toEqual({
      password: "Must be at least 8 characters.",
    });
    expect(errors({ ...valid, passwordConfirm: "harbor-dining-27" })).toEqual({
      passwordConfirm: formMessages.passwordsDoNotMatch,
    });
  });

  it("says the passwords differ beside other problems, not only once the rest is valid", () => {
    expect(errors({ ...valid, firstName: "", passwordConfirm: "harbor-dining-27" })).toEqual({
      firstName: formMessages.required,
      passwordConfirm: formMessages.passwordsDoNotMatch,
    });
    // An empty confirmation is required, not different: each field says its own rule first.
    expect(errors({ ...valid, password: "short", passwordConfirm: "" })).toEqual({
      password: "Must be at least 8 characters.",
      passwordConfirm: formMessages.required,
    });
  });

  it("checks the partner number's format and keeps it out of the password", () => {
    expect(withPpn.parse({ ...valid, partnerNumber: " 12345678 " }).partnerNumber).toBe("12345678");
    expect(errors({ ...valid, partnerNumber: "12345" })).toEqual({
      partnerNumber: formMessages.invalidPartnerNumber,
    });
    expect(errors({ ...valid, partnerNumber: "12345678901234" })).toEqual({
      partnerNumber: formMessages.invalidPartnerNumber,
    });
    expect(errors({ ...valid, partnerNumber: "AB123456" })).toEqual({
      partnerNumber: formMessages.invalidPartnerNumber,
    });
    expect(
      errors({
        ...valid,
        partnerNumber: "12345678",
        password: "my12345678pw",
        passwordConfirm: "my12345678pw",
      }),
    ).toEqual({ password: formMessages.passwordContainsPartnerNumber });
  });

  it("drops a partner number the partner does not ask for", () => {
    expect(withoutPpn.parse({ ...valid, partnerNumber: "bogus" }).partnerNumber).toBeUndefined();
    expect(errors({ ...valid, partnerNumber: "bogus" }, withoutPpn)).toEqual({});
  });

  it.each([
    ["2125550123", "2125550123"],
    ["212-555-0123", "2125550123"],
    ["(212) 555-0123", "2125550123"],
    ["1 212 555 0123", "2125550123"],
    ["+1 (212) 555.0123", "2125550123"],
  ])("stores the phone %s as %s", (typed, stored) => {
    expect(withPpn.parse({ ...valid, phoneNumber: typed }).phoneNumber).toBe(stored);
  });

  it.each(["0125550123", "2120550123", "212555012", "21255501234", "2 1 2 x 5550123", "+44 20 7946 0958"])(
    "refuses the phone %s with the enrollment wording",
    (typed) => {
      expect(errors({ ...valid, phoneNumber: typed })).toEqual({
        phoneNumber: "Please enter a valid US phone number.",
      });
    },
  );

  it("wants a ZIP code of exactly 5 digits", () => {
    expect(errors({ ...valid, zipCode: "1234" })).toEqual({ zipCode: "Must be exactly 5 characters." });
    expect(errors({ ...valid, zipCode: "123456" })).toEqual({ zipCode: "Must be exactly 5 characters." });
    expect(errors({ ...valid, zipCode: "1234a" })).toEqual({ zipCode: formMessages.invalidZip });
    expect(errors({ ...valid, zipCode: " 02134 " })).toEqual({});
  });

  it("carries the SMS choice and short referral values", () => {
    const parsed = withPpn.parse({
      ...valid,
      smsOptInV2: false,
      utmCampaign: "spring",
      referrer: "https://example.com/a",
      publicId: "abc-123",
    });
    expect(parsed).toMatchObject({ smsOptInV2: false, utmCampaign: "spring", publicId: "abc-123" });
    expect(errors({ ...valid, utmTerm: "x".repeat(101) })).toEqual({
      utmTerm: "Must be at most 100 characters.",
    });
    expect(Object.keys(errors({ ...valid, publicId: "<script>" }))).toEqual(["publicId"]);
    expect(errors({ ...valid, smsOptInV2: "yes" })).toHaveProperty("smsOptInV2");
  });

  it("requires the human check's answer on the request, not on the form", () => {
    const request = prospectSignUpRequestSchema({ hasPPN: true });
    expect(errors(valid, request)).toEqual({ gRecaptchaResponse: "The reCAPTCHA must be completed." });
    expect(errors({ ...valid, gRecaptchaResponse: "" }, request)).toEqual({
      gRecaptchaResponse: formMessages.captchaRequired,
    });
    expect(request.parse({ ...valid, gRecaptchaResponse: "solution" }).gRecaptchaResponse).toBe("solution");
    expect(
      errors({ ...valid, gRecaptchaResponse: "solution", passwordConfirm: "other-password" }, request),
    ).toEqual({
      passwordConfirm: formMessages.passwordsDoNotMatch,
    });
  });
});
