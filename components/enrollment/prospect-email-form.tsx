"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type SubmitEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useHydrated } from "@/components/shell/use-hydrated";
import { useMember } from "@/components/shell/use-member";
import { homeEmailMaxLength } from "@/lib/constants";
import { formMessages } from "@/lib/contracts/form-messages";
import { isSimpleEmail } from "@/lib/rules/email-patterns";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";
import { handOffProspectEmail } from "./prospect-handoff";
import { startProspect } from "./start-prospect";
import { validateProspectEmail } from "@/lib/client/api/enrollment";

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return formMessages.required;
  return isSimpleEmail(email) ? undefined : formMessages.invalidEmail;
}

/**
 * The home page's email-only prospect form (public-and-shared §2 Home, §4 Prospect email flow):
 * an email with no account yet starts a prospect and goes on to /join (whatever the start's
 * outcome), one the program already knows to /login, the address handed over in navigation
 * state. Signed-in members never see it.
 */
export function ProspectEmailForm({
  heading,
  showSignIn = false,
}: {
  heading?: string;
  showSignIn?: boolean;
}) {
  const router = useRouter();
  const memberState = useMember();
  const hydrated = useHydrated();
  const id = useId();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Most visitors are anonymous: the form renders at once and steps aside once a member is known.
  if (memberState.status === "member") return null;
  const error = emailError(value);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (error) return;
    setBusy(true);
    const email = value.trim();
    try {
      const isValid = await validateProspectEmail(email);
      if (isValid) await startProspect(email);
      handOffProspectEmail(email);
      router.push(isValid ? "/join" : "/login");
    } catch {
      setFormError(formMessages.generalApiError);
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      className="bg-surface text-ink w-full max-w-md rounded-2xl p-5 shadow-lg"
      data-testid="prospect-email-form"
    >
      {heading ? (
        <h2 id={`${id}-heading`} className="mb-3 text-lg font-bold">
          {heading}
        </h2>
      ) : null}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        maxLength={homeEmailMaxLength}
        value={value}
        error={shouldShowFieldError({ touched, submitted }) ? error : undefined}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        onBlur={() => {
          setTouched(true);
          setValue((current) => current.trim());
        }}
      />
      <div role="alert" className="empty:hidden">
        {formError ? <p className="mb-3 font-bold text-red-800">{formError}</p> : null}
      </div>
      {/* Until hydrated a submit would be the browser's own: a GET with the email in the URL. */}
      <SubmitButton busy={busy} label="Get started" disabled={!hydrated} />
      {showSignIn ? (
        <p className="mt-3 text-center text-sm">
          Already a member?{" "}
          <Link href="/login" className="text-brand font-bold underline">
            Sign in
          </Link>
        </p>
      ) : null}
    </form>
  );
}
