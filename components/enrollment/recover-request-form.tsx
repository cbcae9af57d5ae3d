"use client";

import { useRouter } from "next/navigation";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { requestRecovery } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

const loadRecoverSchema = () =>
  import("./recover-request-form-schema").then((module) => module.recoverRequestFormSchema);

/** Step 1 of password recovery: the email or partner number, then the emailed link. */
export function RecoverRequestForm({ generalError }: { generalError: string }) {
  const router = useRouter();
  const humanCheck = useHumanCheck();
  const form = useContractForm(loadRecoverSchema, { defaultValues: { emailOrPartnerNumber: "" } });
  const identifier = useTextField(form.control, "emailOrPartnerNumber");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    failureMessage: (error) =>
      error instanceof ApiError && error.status < 500 ? error.message : generalError,
    submit: async (values) => {
      await requestRecovery({ ...values, gRecaptchaResponse: await humanCheck() });
      router.push("/recover/confirm");
      return "leaving";
    },
  });

  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      testId="recover-error"
      error={formError}
      submit={<SubmitButton busy={busy} label="Send reset link" />}
    >
      <TextField
        id="recover-identifier"
        label="Email or partner number"
        autoComplete="username"
        required
        {...identifier}
      />
    </FormFrame>
  );
}
