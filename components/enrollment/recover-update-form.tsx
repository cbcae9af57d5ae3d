"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { PasswordField } from "@/components/forms/password-field";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFieldForm, type FieldErrors } from "@/components/forms/use-field-form";
import { expiredLinkMessage, recoverUpdateSchema } from "@/lib/contracts/recover";
import { passwordMaxLength } from "@/lib/constants";
import { updateRecoveredPassword, recoveryLinkIsLive } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

type Field = "password" | "passwordConfirm";
type Values = Record<Field, string>;

const isField = (name: string): name is Field => name === "password" || name === "passwordConfirm";

/** The first message of each field, by the recovery update's own contract. */
function fieldErrors(token: string, values: Values): FieldErrors<Field> {
  const parsed = recoverUpdateSchema.safeParse({ token, ...values });
  const errors: FieldErrors<Field> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Step 3 of password recovery: the link's token comes from the URL. The link is checked first,
 * so a member with an expired link is told before typing a new password twice.
 */
export function RecoverUpdateForm({ generalError }: { generalError: string }) {
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const [linkState, setLinkState] = useState<"checking" | "valid" | "expired">("checking");
  // The server's field messages (a password holding the partner number) count as errors too:
  // the form is not sent again until the member changes that field.
  const { values, errors, text, submit, showServerErrors } = useFieldForm<Values, Field>({
    initial: () => ({ password: "", passwordConfirm: "" }),
    isField,
    validate: (current) => fieldErrors(token, current),
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    recoveryLinkIsLive(token, controller.signal)
      .then((live) => {
        setLinkState(live ? "valid" : "expired");
      })
      .catch(() => {
        if (!controller.signal.aborted) setLinkState("expired");
      });
    return () => {
      controller.abort();
    };
  }, [token]);

  async function onSubmit() {
    submit();
    setFormError(null);
    if (errors.password || errors.passwordConfirm) return;
    setBusy(true);
    try {
      await updateRecoveredPassword({ token, ...values });
      router.push("/recover/success");
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) setLinkState("expired");
      else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0)
        showServerErrors(error.fields);
      else setFormError(generalError);
    }
    setBusy(false);
  }

  if (linkState === "checking") return <p role="status">Checking your link…</p>;
  if (linkState === "expired") {
    return (
      <div role="alert" className="flex flex-col gap-6">
        <p className="text-lg">{expiredLinkMessage}</p>
        <Link href="/recover" className="button-primary">
          Send a new link
        </Link>
      </div>
    );
  }

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
        {...text("password")}
      />
      <PasswordField
        id="recover-password-confirm"
        label="Confirm new password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...text("passwordConfirm")}
      />
    </FormFrame>
  );
}
