import { describe, expect, it } from "vitest";
import { formMessages, withCount } from "./form-messages";

describe("form messages", () => {
  it("fills in counts", () => {
    expect(withCount(formMessages.maxLength, 20)).toBe("Must be at most 20 characters.");
    expect(withCount(formMessages.exactLength, 5)).toBe("Must be exactly 5 characters.");
    expect(withCount(formMessages.minLength, 8)).toBe("Must be at least 8 characters.");
  });

  it("keeps the spec's wordings", () => {
    expect(formMessages.required).toBe("This field is required.");
    expect(formMessages.captchaNotReady).toBe("reCaptcha is not in ready state.");
  });

  it("words the enrollment phone message as its neighbours ('Please enter a valid …')", () => {
    // The spec's "Invalid US based phone number" read unlike every other message of the form.
    expect(formMessages.invalidPhone).toBe("Please enter a valid US phone number.");
    for (const message of [
      formMessages.invalidEmail,
      formMessages.invalidZip,
      formMessages.invalidPartnerNumber,
    ])
      expect(message).toMatch(/^Please enter a valid /);
  });
});
