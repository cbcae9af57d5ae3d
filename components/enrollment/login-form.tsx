"use client";

import Link from "next/link";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { PasswordField } from "@/components/forms/password-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { mutate } from "@/lib/browser/csrf-token";
import { fullPageNavigate } from "@/lib/browser/navigate";
import { readStored } from "@/lib/browser/stored-values";
import { apiErrorSchema } from "@/lib/contracts/errors";
import { signInResponseSchema } from "@/lib/contracts/sign-in";
import { passwordMaxLength } from "@/lib/constants";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";
import { isSimpleEmail } from "@/lib/rules/email-patterns";
import { safeRedirectPath } from "@/lib/rules/safe-redirect";

/** The partner's wordings the form shows (global content 'errors'). */
export interface LoginCopy {
  required: string;
  invalidEmail: string;
  credentials: string;
  locked: string;
  formErrors: string;
  general: string;
  tooMany: string;
}

type Field = "email" | "password";

function fieldErrors(values: Record<Field, string>, copy: LoginCopy): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.email.trim()) errors.email = copy.required;
  else if (!isSimpleEmail(values.email.trim())) errors.email = copy.invalidEmail;
  if (!values.password) errors.password = copy.required;
  return errors;
}

/**
 * Email and password sign-in for direct-enrollment partners. Errors show on leaving a field,
 * then on every change once the form was submitted; the server's answer decides the rest.
 * A signed-in member goes to the stored login redirect (or first to /fix_credentials when their
 * email must change) with a full page load, so every part of the page (navbar, timers) starts
 * from the new session.
 */
export function LoginForm({ copy, initialEmail }: { copy: LoginCopy; initialEmail: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ email: initialEmail, password: "" });
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<{ text: string; showRecover: boolean } | null>(null);
  const errors = fieldErrors(values, copy);

  const shown = (field: Field) =>
    shouldShowFieldError({ touched: touched[field], submitted }) ? errors[field] : undefined;

  async function onSubmit() {
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setFormError({ text: copy.formErrors, showRecover: false });
      return;
    }
    setBusy(true);
    try {
      const response = await mutate("/api/Members/SignIn", "POST", {
        email: values.email.trim(),
        password: values.password,
        rememberMe,
      });
      if (response.ok) {
        const signedIn = signInResponseSchema.safeParse(await response.json().catch(() => ({})));
        // An account sharing its email with another is asked for a new one first; the stored
        // redirect stays for /fix_credentials to continue to afterwards.
        if (signedIn.success && signedIn.data.member.emailUpdateRequired)
          fullPageNavigate("/fix_credentials");
        else fullPageNavigate(safeRedirectPath(readStored("loginRedirect")));
        return;
      }
      const body = apiErrorSchema.safeParse(await response.json().catch(() => ({})));
      if (response.status === 403 && body.success) setFormError({ text: copy.locked, showRecover: true });
      else if (response.status === 401) setFormError({ text: copy.credentials, showRecover: false });
      else if (response.status === 429) setFormError({ text: copy.tooMany, showRecover: true });
      else setFormError({ text: copy.general, showRecover: false });
    } catch {
      setFormError({ text: copy.general, showRecover: false });
    }
    setBusy(false);
  }

  return (
    <>
      <FormFrame
        busy={busy}
        onSubmit={onSubmit}
        testId="login-error"
        submit={<SubmitButton busy={busy} label="Sign in" />}
        error={
          formError ? (
            <>
              {formError.text}{" "}
              {formError.showRecover ? (
                <Link href="/recover" className="underline">
                  Reset your password
                </Link>
              ) : null}
            </>
          ) : null
        }
      >
        <TextField
          id="login-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          value={values.email}
          error={shown("email")}
          onChange={(event) => {
            setValues((v) => ({ ...v, email: event.target.value }));
          }}
          onBlur={() => {
            setTouched((t) => ({ ...t, email: true }));
          }}
        />
        <PasswordField
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          maxLength={passwordMaxLength}
          value={values.password}
          error={shown("password")}
          onChange={(event) => {
            setValues((v) => ({ ...v, password: event.target.value }));
          }}
          onBlur={() => {
            setTouched((t) => ({ ...t, password: true }));
          }}
        />
        <label className="flex min-h-11 items-center gap-3 font-bold">
          <input
            type="checkbox"
            className="size-5"
            checked={rememberMe}
            onChange={(event) => {
              setRememberMe(event.target.checked);
            }}
          />
          Remember me for 90 days
        </label>
      </FormFrame>
      <p className="mt-4 text-center">
        <Link href="/recover" className="font-bold underline">
          Forgot your password?
        </Link>
      </p>
    </>
  );
}
