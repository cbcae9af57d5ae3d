"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PasswordField } from "@/components/forms/password-field";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { expiredLinkMessage } from "@/shared/contracts/recover-values";
import { passwordMaxLength } from "@/shared/constants";
import { updateRecoveredPassword, recoveryLinkIsLive } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";
import { recoveryKeys } from "@/lib/client/query/keys";

function ExpiredLink() {
  return (
    <div role="alert" className="flex flex-col gap-6">
      <p className="text-lg">{expiredLinkMessage}</p>
      <Link href="/recover" className="button-primary">
        Send a new link
      </Link>
    </div>
  );
}

const loadUpdateSchema = () =>
  import("@/shared/contracts/recover").then((module) => module.recoverUpdateSchema);

/**
 * Step 3 of password recovery. The link's token never reaches this page: the proxy traded it for
 * an httpOnly cookie that only the recovery API receives (docs/decisions/0048). The link is
 * checked first, so a member with an expired link is told before typing a new password twice.
 */
export function RecoverUpdateForm({ generalError }: { generalError: string }) {
  const link = useQuery({
    queryKey: recoveryKeys.link(),
    queryFn: ({ signal }) => recoveryLinkIsLive(signal),
    // Checked once per visit: the answer only changes when this form uses the link.
    staleTime: Infinity,
    retry: false,
  });
  if (link.isPending) return <p role="status">Checking your link…</p>;
  if (link.isError || !link.data) return <ExpiredLink />;
  return <NewPasswordForm generalError={generalError} />;
}

function NewPasswordForm({ generalError }: { generalError: string }) {
  const router = useRouter();
  const [expired, setExpired] = useState(false);
  // The server's field messages (a password holding the partner number) land on their field.
  const form = useContractForm(loadUpdateSchema, {
    defaultValues: { password: "", passwordConfirm: "" },
  });
  const password = useTextField(form.control, "password");
  const passwordConfirm = useTextField(form.control, "passwordConfirm");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    failureMessage: (error, fieldMessagesShown) => {
      if (error instanceof ApiError && error.status === 410) setExpired(true);
      return fieldMessagesShown > 0 ? null : generalError;
    },
    submit: async (values) => {
      await updateRecoveredPassword(values);
      router.push("/recover/success");
      return "leaving";
    },
  });

  if (expired) return <ExpiredLink />;
  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      submit={<SubmitButton busy={busy} label="Change password" />}
    >
      <PasswordField
        id="recover-password"
        label="New password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...password}
      />
      <PasswordField
        id="recover-password-confirm"
        label="Confirm new password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...passwordConfirm}
      />
    </FormFrame>
  );
}
