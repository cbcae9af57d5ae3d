"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { PasswordField } from "@/components/forms/password-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useCheckboxField, useTextField } from "@/components/forms/use-form-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { readStored, writeStored } from "@/lib/client/browser/stored-values";
import { passwordMaxLength } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import { signInDestination } from "@/shared/rules/sign-in-destination";
import { previousPagePath } from "@/lib/client/browser/previous-page";
import { signIn } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";
import type { LoginCopy } from "@/shared/contracts/copy/login";

/** The page shown before this one in the tab (client-side routing), else the document's referrer. */
function previousPageUrl(): string {
  const previous = previousPagePath();
  return previous ? new URL(previous, window.location.origin).href : document.referrer;
}

const loadLoginSchema = () => import("./login-form-schema").then((module) => module.loginFormSchema);

function RecoverLink() {
  return (
    <Link href="/recover" className="underline">
      Reset your password
    </Link>
  );
}

/** The partner's wording for a sign-in the server refused. */
function refusal(error: unknown, copy: LoginCopy): ReactNode {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403)
    return (
      <>
        {copy.locked} <RecoverLink />
      </>
    );
  if (status === 429)
    return (
      <>
        {copy.tooMany} <RecoverLink />
      </>
    );
  return status === 401 ? copy.credentials : copy.general;
}

/**
 * Email and password sign-in for direct-enrollment partners. Errors show on leaving a field,
 * then on every change once the form was submitted; the server's answer decides the rest.
 * A signed-in member goes back where they were (signInDestination: never the marketing home; first
 * to /fix_credentials when their email must change) with a full page load, so every part of the page (navbar, timers) starts
 * from the new session.
 */
export function LoginForm({ copy, initialEmail }: { copy: LoginCopy; initialEmail: string }) {
  const form = useContractForm(loadLoginSchema, {
    defaultValues: { email: initialEmail, password: "", rememberMe: false },
    wording: { [formMessages.required]: copy.required, [formMessages.invalidEmail]: copy.invalidEmail },
  });
  const email = useTextField(form.control, "email");
  const password = useTextField(form.control, "password");
  const { ref: rememberMeRef, ...rememberMe } = useCheckboxField(form.control, "rememberMe");
  // Asked only when a locked answer offers this browser a way in (lib/client/api/enrollment.ts).
  const humanCheck = useHumanCheck();
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    invalidMessage: copy.formErrors,
    failureMessage: (error) => refusal(error, copy),
    submit: async (values) => {
      // The page that sent the visitor (returnUrl, from the proxy's account gate), the stored
      // redirect, the page they came from, else the overview. It becomes the stored redirect,
      // which /fix_credentials also continues to.
      const destination = signInDestination({
        returnUrl: new URLSearchParams(window.location.search).get("returnUrl"),
        stored: readStored("loginRedirect"),
        referrer: previousPageUrl(),
        origin: window.location.origin,
      });
      const signedIn = await signIn(values, humanCheck);
      // An account sharing its email with another is asked for a new one first; the stored
      // redirect keeps the destination for /fix_credentials to continue to afterwards. Otherwise
      // it is spent: a later sign-in must not be sent back to where this one went.
      writeStored("loginRedirect", signedIn.member.emailUpdateRequired ? destination : "");
      fullPageNavigate(signedIn.member.emailUpdateRequired ? "/fix_credentials" : destination);
      return "leaving";
    },
  });

  return (
    <>
      <FormFrame
        busy={busy}
        onSubmit={onSubmit}
        testId="login-error"
        submit={<SubmitButton busy={busy} label="Sign in" />}
        error={formError}
      >
        <TextField id="login-email" type="email" label="Email" autoComplete="username" required {...email} />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          maxLength={passwordMaxLength}
          {...password}
        />
        <label className="flex min-h-11 items-center gap-3 font-bold">
          <input
            type="checkbox"
            className="size-5"
            name={rememberMe.name}
            checked={rememberMe.checked}
            onChange={rememberMe.onChange}
            onBlur={rememberMe.onBlur}
            ref={rememberMeRef}
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
