import type { FieldValues, ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { contractResolver, type Wording } from "./contract-resolver";

const contract = z
  .object({
    email: z.string().min(1, "This field is required.").includes("@", { error: "Enter a valid email." }),
    address: z.object({ zip: z.string().length(5, "Must be exactly 5 characters.") }),
    password: z.string(),
    passwordConfirm: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.passwordConfirm)
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "Passwords do not match." });
  });

/** What react-hook-form passes a resolver for a whole-form check. */
const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The errors' messages, nested as the errors are (each error's type and ref left out). */
function messagesOf(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
      .map(([key, error]) => [
        key,
        typeof error.type === "string" ? { message: error.message } : messagesOf(error),
      ]),
  );
}

/** Checks values with the contract, as the form would: the output and the errors' messages. */
async function check(schema: z.ZodType<unknown, FieldValues>, values: FieldValues, wording?: Wording) {
  const resolver = contractResolver<FieldValues, unknown>({
    loadSchema: () => Promise.resolve(schema),
    wording,
  });
  const { values: output, errors } = await resolver(values, undefined, options);
  return { output, messages: messagesOf(errors) };
}

describe("contractResolver", () => {
  it("keys each field's error by its path, with the field's first message", async () => {
    const { messages } = await check(contract, {
      email: "",
      address: { zip: "123" },
      password: "a",
      passwordConfirm: "b",
    });
    expect(messages).toEqual({
      email: { message: "This field is required." },
      address: { zip: { message: "Must be exactly 5 characters." } },
      passwordConfirm: { message: "Passwords do not match." },
    });
  });

  it("answers the contract's parsed output when the values pass", async () => {
    const trimmed = z.object({ email: z.string().trim().toLowerCase() });
    await expect(check(trimmed, { email: " Jordan@Harbor.example " })).resolves.toEqual({
      output: { email: "jordan@harbor.example" },
      messages: {},
    });
  });

  it("says a message in the partner's words where the partner has its own, nested fields too", async () => {
    const { messages } = await check(
      contract,
      { email: "", address: { zip: "1" }, password: "", passwordConfirm: "" },
      {
        "This field is required.": "Please fill this in.",
        "Must be exactly 5 characters.": "Five digits, please.",
      },
    );
    expect(messages).toEqual({
      email: { message: "Please fill this in." },
      address: { zip: { message: "Five digits, please." } },
    });
  });

  it("keys a rule about the whole form by the empty path", async () => {
    const nothing = z.object({ note: z.string() }).refine((values) => values.note !== "", "Nothing to save.");
    const { messages } = await check(nothing, { note: "" });
    expect(messages).toEqual({ "": { message: "Nothing to save." } });
  });

  it("loads the contract when it checks, not before", async () => {
    const load = vi.fn(() => Promise.resolve(z.object({ email: z.string().min(3, "Too short.") })));
    const resolver = contractResolver<FieldValues, unknown>({
      loadSchema: load,
      wording: { "Too short.": "Partner's words." },
    });
    expect(load).not.toHaveBeenCalled();
    const { errors } = await resolver({ email: "a" }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
    expect(errors.email?.message).toBe("Partner's words.");
  });

  it("rejects when the contract cannot load, for the submit to say so", async () => {
    const resolver = contractResolver<FieldValues, unknown>({
      loadSchema: () => Promise.reject(new Error("The chunk did not load.")),
    });
    await expect(resolver({ email: "" }, undefined, options)).rejects.toThrow("The chunk did not load.");
  });
});
