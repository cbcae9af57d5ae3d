"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode, type SubmitEvent } from "react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { PasswordField } from "@/components/forms/password-field";
import { SmsOptInV2Field } from "@/components/forms/sms-opt-in-v2-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { NameFields } from "@/components/forms/name-fields";
import { TextField } from "@/components/forms/text-field";
import { useFieldForm } from "@/components/forms/use-field-form";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { refetchMember } from "@/components/shell/use-member";
import {
  clearReferralCookies,
  currentReferral,
  rememberReferralFromUrl,
} from "@/lib/browser/referral-cookies";
import { passwordMaxLength } from "@/lib/constants";
import { zipCodeLength } from "@/lib/contracts/enrollment";
import { formMessages } from "@/lib/contracts/form-messages";
import type { SmsOptInCopy } from "@/lib/copy/sms-opt-in-copy";
import {
  emptyJoinValues,
  isJoinField,
  joinFieldErrors,
  joinRequestBody,
  type JoinField,
  type JoinOptions,
  type JoinValues,
} from "./join-values";
import { takeProspectEmail } from "./prospect-handoff";
import { signUp } from "@/lib/client/api/enrollment";
import { ApiError } from "@/lib/client/api/http";

export interface JoinFormProps {
  options: JoinOptions;
  /** "Harbor Hotels Rewards number": the partner number's label, from the program's name. */
  partnerNumberLabel: string;
  /** The terms sentence with the partner's links. */
  termsLabel: ReactNode;
  generalError: string;
  /** The SMS checkbox and consent dialog wording, shown when the partner has SMS opt-in v2. */
  smsOptInCopy: SmsOptInCopy;
}

/**
 * Enrollment step 1 (public-and-shared §2, §5): account details checked by the shared schema on
 * blur, then on every change after a submit; the invisible human check runs on submit; the
 * server's field errors land on their fields. A new member is signed in and goes to /add_card.
 */
export function JoinForm({
  options,
  partnerNumberLabel,
  termsLabel,
  generalError,
  smsOptInCopy,
}: JoinFormProps) {
  const router = useRouter();
  const humanCheck = useHumanCheck();
  const { values, errors, shown, set, touch, text, submit, showServerErrors } = useFieldForm<
    JoinValues,
    JoinField
  >({
    initial: () => emptyJoinValues,
    isField: isJoinField,
    validate: (current) => joinFieldErrors(current, options),
    applyEdit: (current, field, value) => {
      const next = { ...current, [field]: value };
      // No phone, no SMS consent (account-center §5 Phone).
      if (field === "phoneNumber" && String(value).trim() === "") next.smsOptInV2 = false;
      return next;
    },
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    rememberReferralFromUrl();
    const email = takeProspectEmail();
    // The home page's email arrives once, after hydration (it is browser state, not markup).
    if (email) set("email", email);
    // Once, on mount: `set` is a new function each render but writes the same state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
    setFormError(null);
    if (Object.values(errors).some(Boolean)) {
      setFormError("Please check the form: some fields need your attention.");
      return;
    }
    setBusy(true);
    try {
      await signUp({
        ...joinRequestBody(values, options, currentReferral()),
        gRecaptchaResponse: await humanCheck(),
      });
      clearReferralCookies();
      await refetchMember();
      router.push("/add_card");
      return;
    } catch (error) {
      if (!(error instanceof ApiError)) setFormError(generalError);
      else if (showServerErrors(error.fields) > 0)
        setFormError("Please check the form: some fields need your attention.");
      else setFormError(error.status === 400 ? error.message : generalError);
    }
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-1"
      aria-busy={busy}
      data-testid="join-form"
    >
      <p className="text-muted mb-2 text-sm">{formMessages.requiredFieldsNote}</p>
      <NameFields idPrefix="join" firstName={text("firstName")} lastName={text("lastName")} />
      <TextField
        id="join-email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        required
        {...text("email")}
      />
      <PasswordField
        id="join-password"
        label="Password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...text("password")}
      />
      <PasswordField
        id="join-password-confirm"
        label="Confirm password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...text("passwordConfirm")}
      />
      {options.hasPPN ? (
        <TextField
          id="join-partner-number"
          label={partnerNumberLabel}
          hint="Optional. Add it to connect your dining rewards to your membership."
          inputMode="numeric"
          autoComplete="off"
          {...text("partnerNumber")}
        />
      ) : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField
          id="join-phone"
          type="tel"
          label="Mobile phone"
          hint="Optional"
          autoComplete="tel-national"
          {...text("phoneNumber")}
        />
        <TextField
          id="join-zip"
          label="ZIP code"
          hint="5 digits"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={zipCodeLength}
          {...text("zipCode")}
        />
      </div>
      {options.hasSmsOptInV2 ? (
        <SmsOptInV2Field
          id="join-sms"
          checked={values.smsOptInV2}
          hasPhone={values.phoneNumber.trim() !== ""}
          copy={smsOptInCopy}
          onChange={(checked) => {
            set("smsOptInV2", checked);
          }}
        />
      ) : null}
      <CheckboxField
        id="join-terms"
        name="termsAccepted"
        label={termsLabel}
        required
        checked={values.termsAccepted}
        error={shown("termsAccepted")}
        onChange={(event) => {
          set("termsAccepted", event.target.checked);
          touch("termsAccepted");
        }}
      />
      <div role="alert" className="empty:hidden" data-testid="join-error">
        {formError ? (
          <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
            {formError}
          </p>
        ) : null}
      </div>
      <div className="mt-3">
        <SubmitButton busy={busy} label="Join and continue" />
      </div>
    </form>
  );
}
