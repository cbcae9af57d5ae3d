"use client";

import { useRouter } from "next/navigation";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { refetchMember } from "@/lib/client/hooks/use-member";
import { statusToast } from "@/components/ui/toasts";
import { homeEmailMaxLength } from "@/shared/constants";
import { fixCredentialsDestination } from "./fix-credentials-destination";
import { updateMemberEmail } from "@/lib/client/api/enrollment";
import { ApiError, isUnauthorized } from "@/lib/client/api/http";

/** The new address only: the contract the server checks it with, loaded when first needed. */
const loadEmailSchema = () =>
  import("@/shared/contracts/member-email").then((module) => module.memberEmailUpdateRequestSchema);

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
  const form = useContractForm(loadEmailSchema, { defaultValues: { email: "" } });
  const email = useTextField(form.control, "email");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    failureMessage: (error, fieldMessagesShown) => {
      if (fieldMessagesShown > 0) return null;
      return error instanceof ApiError && error.status === 429 ? error.message : copy.general;
    },
    submit: async (values) => {
      try {
        await updateMemberEmail(values.email);
      } catch (error) {
        // The session ended meanwhile: sign in again, then come back here.
        if (!isUnauthorized(error)) throw error;
        router.replace("/login");
        return "leaving";
      }
      statusToast("success", copy.success);
      await refetchMember();
      router.replace(fixCredentialsDestination());
      return "leaving";
    },
  });

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
          {...email}
        />
      </FormFrame>
    </>
  );
}
