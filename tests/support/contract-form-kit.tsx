// Test support for the form machinery's own tests (components/forms/contract-form.test.tsx,
// use-form-submit.test.tsx): a two-field sign-up form over a stand-in contract, whose fields
// register in the opposite order to the one the page draws them in, and a contract loader each
// test can hold back or break.
import { useLayoutEffect, type ReactNode } from "react";
import { act } from "@testing-library/react";
import type { UseFormReturn } from "react-hook-form";
import { vi } from "vitest";
import { z } from "zod";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { useContractForm } from "@/components/forms/contract-form";
import type { Wording } from "@/components/forms/contract-resolver";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFormSubmit, type SubmitOutcome } from "@/components/forms/use-form-submit";
import { useCheckboxField, useFieldValue, useTextField } from "@/components/forms/use-form-field";

export const messages = {
  email: "Enter an email address.",
  terms: "Accept the terms.",
  invalid: "Check the form.",
  fields: "Check the fields shown.",
  failure: "Something went wrong.",
};

/** A stand-in for a contract: an address needs an @ (and is sent in lower case), the terms a tick. */
export const signUpContract = z.object({
  email: z
    .string()
    .includes("@", { error: messages.email })
    .transform((email) => email.toLowerCase()),
  terms: z.literal(true, { error: messages.terms }),
});

export interface SignUpValues {
  email: string;
  terms: boolean;
}

type SignUp = z.output<typeof signUpContract>;
export type SignUpFormApi = UseFormReturn<SignUpValues, unknown, SignUp>;

/**
 * The contract's loader, counting its calls. `hold()` keeps every check waiting until the
 * answer it returns is called; `breakNext()` makes the loads fail (a dropped connection).
 */
export function contractLoader() {
  let gate: Promise<void> = Promise.resolve();
  let broken = false;
  const load = vi.fn(async () => {
    await gate;
    if (broken) throw new Error("The contract's chunk did not load.");
    return signUpContract;
  });
  return {
    load,
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    breakNext(): void {
      broken = true;
    },
  };
}

/** Lets every pending check finish, inside act so React draws its outcome. */
export async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export function SignUpForm({
  loadContract,
  defaultValues = { email: "", terms: false },
  wording,
  submit = () => Promise.resolve("stay"),
  onForm,
}: {
  loadContract: () => Promise<typeof signUpContract>;
  defaultValues?: SignUpValues;
  wording?: Wording;
  submit?: (values: SignUp, form: SignUpFormApi) => Promise<SubmitOutcome>;
  /** Hands the test the form, for what the page's own code does with it (setValue, trigger, reset). */
  onForm?: (form: SignUpFormApi) => void;
}): ReactNode {
  const form = useContractForm(loadContract, { defaultValues, wording });
  // Registered terms first, drawn email first: the page, not the hooks' order, decides which
  // invalid field is first.
  const terms = useCheckboxField(form.control, "terms");
  const email = useTextField(form.control, "email");
  const held = useFieldValue(form.control, "email");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    invalidMessage: messages.invalid,
    failureMessage: (_error, fieldMessagesShown) =>
      fieldMessagesShown > 0 ? messages.fields : messages.failure,
    submit: (values) => submit(values, form),
  });
  useLayoutEffect(() => {
    onForm?.(form);
  });
  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      submit={<SubmitButton busy={busy} label="Join" />}
    >
      <TextField id="email" label="Email" required {...email} />
      <CheckboxField id="terms" label="I accept the terms" required {...terms} />
      <output data-testid="held">{held}</output>
    </FormFrame>
  );
}
