"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { refetchMember } from "@/components/shell/use-member";
import { statusToast } from "@/components/ui/toasts";
import { mutate } from "@/lib/browser/csrf-token";
import { homeEmailMaxLength } from "@/lib/constants";
import { apiErrorSchema } from "@/lib/contracts/errors";
import { memberEmailUpdateRequestSchema } from "@/lib/contracts/member-email";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";
import { fixCredentialsDestination } from "./fix-credentials-destination";

export interface FixCredentialsCopy {
  /** The partner's wording: 'Email found on multiple accounts: new email required.' */
  notice: string;
  general: string;
  success: string;
}

/**
 * The new-email form of /fix_credentials. The address is checked with the sign-up's schema as
 * the member types (shown on leaving the field, then on every change after a submit); the
 * server's field message (an address already in use) replaces it. On success the member goes
 * on to where they were signing in for, with a status toast.
 */
export function FixCredentialsForm({
  currentEmail,
  copy,
}: {
  currentEmail: string;
  copy: FixCredentialsCopy;
}) {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<{ value: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const parsed = memberEmailUpdateRequestSchema.shape.email.safeParse(value);
  // The server's message holds until the address it was about is changed.
  const fieldError = parsed.success
    ? serverError?.value === value
      ? serverError.message
      : undefined
    : parsed.error.issues[0]?.message;

  async function onSubmit() {
    setSubmitted(true);
    setFormError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await mutate("/api/Member/Email", "PUT", { email: value.trim() });
      if (response.ok) {
        statusToast("success", copy.success);
        await refetchMember();
        router.replace(fixCredentialsDestination());
        return;
      }
      if (response.status === 401) {
        router.replace("/login");
        return;
      }
      const body = apiErrorSchema.safeParse(await response.json().catch(() => ({})));
      const message = body.success ? body.data.fields?.email : undefined;
      if (response.status === 400 && message) setServerError({ value, message });
      else setFormError(body.success && response.status === 429 ? body.data.error : copy.general);
    } catch {
      setFormError(copy.general);
    }
    setBusy(false);
  }

  return (
    <>
      <p
        className="mb-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-bold text-amber-900"
        data-testid="fix-credentials-notice"
      >
        {copy.notice}
      </p>
      <dl className="mb-6">
        <dt className="font-bold">Current email</dt>
        <dd className="mt-1 break-all" data-testid="current-email">
          {currentEmail}
        </dd>
      </dl>
      <FormFrame
        busy={busy}
        onSubmit={onSubmit}
        testId="fix-credentials-error"
        error={formError}
        submit={<SubmitButton busy={busy} label="Save new email" />}
      >
        <TextField
          id="fix-credentials-email"
          name="email"
          type="email"
          label="New email"
          hint="Use an address no other account of the program uses. You'll sign in with it from now on."
          autoComplete="email"
          inputMode="email"
          required
          maxLength={homeEmailMaxLength}
          value={value}
          error={shouldShowFieldError({ touched, submitted }) || serverError ? fieldError : undefined}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
          }}
        />
      </FormFrame>
    </>
  );
}
