"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFieldForm } from "@/components/forms/use-field-form";
import { refetchMember } from "@/components/shell/use-member";
import { statusToast } from "@/components/ui/toasts";
import { homeEmailMaxLength } from "@/lib/constants";
import { memberEmailUpdateRequestSchema } from "@/lib/contracts/member-email";
import { fixCredentialsDestination } from "./fix-credentials-destination";
import { updateMemberEmail } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

const isField = (name: string): name is "email" => name === "email";

/** The sign-up's rule for an address: its first message, if any. */
function emailError(email: string): string | undefined {
  const parsed = memberEmailUpdateRequestSchema.shape.email.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

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
  // The server's message (an address already in use) holds until the address is changed.
  const { values, text, submit, showServerErrors } = useFieldForm<{ email: string }, "email">({
    initial: () => ({ email: "" }),
    isField,
    validate: ({ email }) => ({ email: emailError(email) }),
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit() {
    submit();
    setFormError(null);
    // Only the address's own rule stops a send: the server may answer differently this time.
    if (emailError(values.email)) return;
    setBusy(true);
    try {
      await updateMemberEmail(values.email.trim());
      statusToast("success", copy.success);
      await refetchMember();
      router.replace(fixCredentialsDestination());
      return;
    } catch (error) {
      if (!(error instanceof ApiError)) setFormError(copy.general);
      else if (error.status === 401) {
        router.replace("/login");
        return;
      } else if (error.status === 400 && error.fields.email) showServerErrors({ email: error.fields.email });
      else setFormError(error.status === 429 ? error.message : copy.general);
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
          type="email"
          label="New email"
          hint="Use an address no other account of the program uses. You'll sign in with it from now on."
          autoComplete="email"
          inputMode="email"
          required
          maxLength={homeEmailMaxLength}
          {...text("email")}
        />
      </FormFrame>
    </>
  );
}
