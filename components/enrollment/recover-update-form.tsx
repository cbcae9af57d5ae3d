"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { PasswordField } from "@/components/forms/password-field";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { mutate } from "@/lib/browser/csrf-token";
import { apiErrorSchema } from "@/lib/contracts/errors";
import { expiredLinkMessage, recoverUpdateSchema } from "@/lib/contracts/recover";
import { passwordMaxLength } from "@/lib/constants";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";

type Field = "password" | "passwordConfirm";

/**
 * Step 3 of password recovery: the link's token comes from the URL. The link is checked first,
 * so a member with an expired link is told before typing a new password twice.
 */
export function RecoverUpdateForm({ generalError }: { generalError: string }) {
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const [linkState, setLinkState] = useState<"checking" | "valid" | "expired">("checking");
  const [values, setValues] = useState<Record<Field, string>>({ password: "", passwordConfirm: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ password: false, passwordConfirm: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/Members/Recover/Token?token=${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((response) => {
        setLinkState(response.ok ? "valid" : "expired");
      })
      .catch(() => {
        if (!controller.signal.aborted) setLinkState("expired");
      });
    return () => {
      controller.abort();
    };
  }, [token]);

  const parsed = recoverUpdateSchema.safeParse({ token, ...values });
  const errors: Partial<Record<Field, string>> = { ...serverErrors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "password" || field === "passwordConfirm") && !errors[field])
        errors[field] = issue.message;
    }
  }
  const shown = (field: Field) =>
    shouldShowFieldError({ touched: touched[field], submitted }) ? errors[field] : undefined;

  async function onSubmit() {
    setSubmitted(true);
    setFormError(null);
    if (errors.password || errors.passwordConfirm) return;
    setBusy(true);
    try {
      const response = await mutate("/api/Members/Recover/Update", "POST", { token, ...values });
      if (response.ok) {
        router.push("/recover/success");
        return;
      }
      const body = apiErrorSchema.safeParse(await response.json().catch(() => ({})));
      if (response.status === 410) setLinkState("expired");
      else if (response.status === 400 && body.success && body.data.fields) setServerErrors(body.data.fields);
      else setFormError(generalError);
    } catch {
      setFormError(generalError);
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

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      submit={<SubmitButton busy={busy} label="Change password" />}
    >
      <PasswordField
        id="recover-password"
        name="password"
        label="New password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        value={values.password}
        error={shown("password")}
        onChange={change("password")}
        onBlur={() => {
          setTouched((t) => ({ ...t, password: true }));
        }}
      />
      <PasswordField
        id="recover-password-confirm"
        name="passwordConfirm"
        label="Confirm new password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        value={values.passwordConfirm}
        error={shown("passwordConfirm")}
        onChange={change("passwordConfirm")}
        onBlur={() => {
          setTouched((t) => ({ ...t, passwordConfirm: true }));
        }}
      />
    </FormFrame>
  );
}
