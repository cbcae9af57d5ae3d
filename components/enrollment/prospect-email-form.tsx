"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { FormError } from "@/components/forms/form-error";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { homeEmailMaxLength } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";

const loadEmailSchema = () =>
  import("./prospect-email-form-schema").then((module) => module.prospectEmailFormSchema);
const loadSubmit = () => import("./submit-prospect-email").then((module) => module.submitProspectEmail);

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
  const memberState = useMember();
  // Most visitors are anonymous: the form renders at once and steps aside once a member is known.
  if (memberState.status === "member") return null;
  return <ProspectEmailFields heading={heading} showSignIn={showSignIn} />;
}

function ProspectEmailFields({ heading, showSignIn }: { heading?: string; showSignIn: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const form = useContractForm(loadEmailSchema, { defaultValues: { email: "" } });
  const email = useTextField(form.control, "email");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    failureMessage: () => formMessages.generalApiError,
    submit: async (values) => {
      const submitProspectEmail = await loadSubmit();
      router.push(await submitProspectEmail(values.email));
      return "leaving";
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-busy={busy}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      className="bg-surface text-ink flex w-full max-w-md flex-col gap-3 rounded-2xl p-5 shadow-lg"
      data-testid="prospect-email-form"
    >
      {heading ? (
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
      ) : null}
      <TextField
        id={`${id}-email`}
        type="email"
        label="Email address"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        maxLength={homeEmailMaxLength}
        {...email}
        onBlur={() => {
          // What the member sees is what goes: spaces pasted around the address go on leaving it.
          form.setValue("email", email.value.trim());
          email.onBlur();
        }}
      />
      <FormError message={formError} />
      {/* Until hydrated a submit would be the browser's own: a GET with the email in the URL. */}
      <SubmitButton busy={busy} label="Get started" disabled={!hydrated} />
      {showSignIn ? (
        <p className="text-center text-sm">
          Already a member?{" "}
          <Link href="/login" className="text-brand font-bold underline">
            Sign in
          </Link>
        </p>
      ) : null}
    </form>
  );
}
