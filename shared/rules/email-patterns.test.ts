import { describe, expect, it } from "vitest";
import { isSimpleEmail, isStrictEmail } from "./email-patterns";

describe("email patterns", () => {
  it.each(["dining@harborhotels.example", "first.last+tag@mail.co", "a_b%c@sub.domain.org"])(
    "%s is valid",
    (email) => {
      expect(isSimpleEmail(email)).toBe(true);
      expect(isStrictEmail(email)).toBe(true);
    },
  );

  it.each(["no-at-sign.example", "a@b", "a@b.c", "a b@c.com", "@example.com", "a@.com"])(
    "%s is invalid",
    (email) => {
      expect(isSimpleEmail(email)).toBe(false);
      expect(isStrictEmail(email)).toBe(false);
    },
  );

  it("lets the strict pattern reject what the simple one lets through", () => {
    expect(isSimpleEmail("a..b@example.com")).toBe(true);
    expect(isStrictEmail("a..b@example.com")).toBe(false);
    expect(isStrictEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });
});
