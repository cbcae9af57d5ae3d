"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { mutate } from "@/lib/browser/csrf-token";
import { apiErrorSchema } from "@/lib/contracts/errors";
import { recoverRequestSchema } from "@/lib/contracts/recover";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";

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
      const response = await mutate("/api/Members/Recover", "POST", {
        emailOrPartnerNumber: value.trim(),
        gRecaptchaResponse: await humanCheck(),
      });
      if (response.status === 202) {
        router.push("/recover/confirm");
        return;
      }
      const body = apiErrorSchema.safeParse(await response.json().catch(() => ({})));
      setFormError(body.success && response.status !== 500 ? body.data.error : generalError);
    } catch {
      setFormError(generalError);
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
