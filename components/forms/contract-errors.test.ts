import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkWithContract, fieldErrorsFrom } from "./contract-errors";

const contract = z
  .object({
    email: z.string().min(1, "This field is required.").includes("@", { message: "Enter a valid email." }),
    address: z.object({ zip: z.string().length(5, "Must be exactly 5 characters.") }),
    password: z.string(),
    passwordConfirm: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.passwordConfirm)
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "Passwords do not match." });
  });

describe("checkWithContract", () => {
  it("names each field by its path joined with dots, with the field's first message", async () => {
    const checked = await checkWithContract(contract, {
      email: "",
      address: { zip: "123" },
      password: "a",
      passwordConfirm: "b",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        email: "This field is required.",
        "address.zip": "Must be exactly 5 characters.",
        passwordConfirm: "Passwords do not match.",
      },
    });
  });

  it("answers the contract's parsed output when the values pass", async () => {
    const trimmed = z.object({ email: z.string().trim().toLowerCase() });
    await expect(checkWithContract(trimmed, { email: " Jordan@Harbor.example " })).resolves.toEqual({
      ok: true,
      output: { email: "jordan@harbor.example" },
    });
  });

  it("says a message in the partner's words where the partner has its own", async () => {
    const checked = await checkWithContract(
      contract,
      { email: "", address: { zip: "12345" }, password: "", passwordConfirm: "" },
      { "This field is required.": "Please fill this in." },
    );
    expect(checked).toEqual({ ok: false, errors: { email: "Please fill this in." } });
  });
});

describe("fieldErrorsFrom", () => {
  it("keys a rule about the whole form by the empty path", () => {
    expect(fieldErrorsFrom([{ code: "custom", path: [], message: "Nothing to save.", input: {} }])).toEqual({
      "": "Nothing to save.",
    });
  });
});
