"use client";

import Link from "next/link";
import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { PasswordField } from "@/components/forms/password-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFieldForm, type FieldErrors } from "@/components/forms/use-field-form";
import { fullPageNavigate } from "@/lib/browser/navigate";
import { readStored, writeStored } from "@/lib/browser/stored-values";
import { passwordMaxLength } from "@/lib/constants";
import { isSimpleEmail } from "@/lib/rules/email-patterns";
import { safeRedirectPath } from "@/lib/rules/safe-redirect";
import { signIn } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

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
type Values = Record<Field, string>;

const isField = (name: string): name is Field => name === "email" || name === "password";

function fieldErrors(values: Values, copy: LoginCopy): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
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
  const { values, errors, text, submit } = useFieldForm<Values, Field>({
    initial: () => ({ email: initialEmail, password: "" }),
    isField,
    validate: (current) => fieldErrors(current, copy),
  });
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<{ text: string; showRecover: boolean } | null>(null);

  async function onSubmit() {
    submit();
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setFormError({ text: copy.formErrors, showRecover: false });
      return;
    }
    setBusy(true);
    // A page that sent the visitor here (the proxy's account gate) names itself in returnUrl; it
    // becomes the stored redirect, which /fix_credentials also continues to.
    const returnUrl = new URLSearchParams(window.location.search).get("returnUrl");
    if (returnUrl) writeStored("loginRedirect", safeRedirectPath(returnUrl));
    try {
      const signedIn = await signIn({ email: values.email.trim(), password: values.password, rememberMe });
      // An account sharing its email with another is asked for a new one first; the stored
      // redirect stays for /fix_credentials to continue to afterwards.
      if (signedIn.member.emailUpdateRequired) fullPageNavigate("/fix_credentials");
      else fullPageNavigate(safeRedirectPath(readStored("loginRedirect")));
      return;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 403) setFormError({ text: copy.locked, showRecover: true });
      else if (status === 401) setFormError({ text: copy.credentials, showRecover: false });
      else if (status === 429) setFormError({ text: copy.tooMany, showRecover: true });
      else setFormError({ text: copy.general, showRecover: false });
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
          type="email"
          label="Email"
          autoComplete="username"
          required
          {...text("email")}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          maxLength={passwordMaxLength}
          {...text("password")}
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
