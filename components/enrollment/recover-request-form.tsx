"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { recoverRequestSchema } from "@/lib/contracts/recover";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";
import { requestRecovery } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

/** Step 1 of password recovery: the email or partner number, then the emailed link. */
export function RecoverRequestForm({ generalError }: { generalError: string }) {
  const router = useRouter();
  const humanCheck = useHumanCheck();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const parsed = recoverRequestSchema.shape.emailOrPartnerNumber.safeParse(value);
  const fieldError = parsed.success ? undefined : parsed.error.issues[0]?.message;

  async function onSubmit() {
    setSubmitted(true);
    setFormError(null);
    if (fieldError) return;
    setBusy(true);
    try {
      await requestRecovery({ emailOrPartnerNumber: value.trim(), gRecaptchaResponse: await humanCheck() });
      router.push("/recover/confirm");
      return;
    } catch (error) {
      setFormError(error instanceof ApiError && error.status < 500 ? error.message : generalError);
    }
    setBusy(false);
  }

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
        name="emailOrPartnerNumber"
        label="Email or partner number"
        autoComplete="username"
        required
        value={value}
        error={shouldShowFieldError({ touched, submitted }) ? fieldError : undefined}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        onBlur={() => {
          setTouched(true);
        }}
      />
    </FormFrame>
  );
}
