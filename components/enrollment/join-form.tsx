"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, type ChangeEvent, type ReactNode } from "react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FormFrame } from "@/components/forms/form-frame";
import { NameFields } from "@/components/forms/name-fields";
import { PasswordField } from "@/components/forms/password-field";
import { SmsOptInV2Field } from "@/components/forms/sms-opt-in-v2-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useCheckboxField, useFieldValue, useTextField } from "@/components/forms/use-form-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { refetchMember } from "@/lib/client/hooks/use-member";
import {
  clearReferralCookies,
  currentReferral,
  rememberReferralFromUrl,
} from "@/lib/client/browser/referral-cookies";
import { passwordMaxLength } from "@/shared/constants";
import { passwordRulesText, zipCodeLength } from "@/shared/contracts/enrollment-values";
import type { SmsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import type { EmailOptInCopy } from "@/shared/contracts/copy/email-opt-in";
import { ApiError } from "@/lib/client/api/http";
import { emptyJoinValues, joinRequestBody, type JoinOptions } from "./join-values";
import { takeProspectEmail } from "./prospect-handoff";

export interface JoinFormProps {
  options: JoinOptions;
  /** "Harbor Hotels Rewards number": the partner number's label, from the program's name. */
  partnerNumberLabel: string;
  /** The terms sentence with the partner's links. */
  termsLabel: ReactNode;
  generalError: string;
  /** The SMS checkbox and consent dialog wording, shown when the partner has SMS opt-in v2. */
  smsOptInCopy: SmsOptInCopy;
  /** The email opt-in's label and what it unlocks; null when the partner offers none. */
  emailOptInCopy: EmailOptInCopy | null;
}

/** The sign-up contract for this partner's options, loaded when the form first validates. */
function joinSchemaLoader(options: JoinOptions) {
  return () =>
    import("@/shared/contracts/enrollment").then((module) => module.prospectSignUpFormSchema(options));
}

const checkForm = "Please check the form: some fields need your attention.";

/**
 * Enrollment step 1 (public-and-shared §2, §5): account details checked by the sign-up contract
 * on leaving a field, then on every change after a submit; the invisible human check runs on
 * submit; the server's field errors land on their fields. A new member is signed in and goes on
 * to /add_card.
 */
export function JoinForm({
  options,
  partnerNumberLabel,
  termsLabel,
  generalError,
  smsOptInCopy,
  emailOptInCopy,
}: JoinFormProps) {
  const router = useRouter();
  const humanCheck = useHumanCheck();
  const loadSchema = useMemo(() => joinSchemaLoader(options), [options]);
  const form = useContractForm(loadSchema, { defaultValues: emptyJoinValues });
  const firstName = useTextField(form.control, "firstName");
  const lastName = useTextField(form.control, "lastName");
  const email = useTextField(form.control, "email");
  const password = useTextField(form.control, "password");
  const passwordConfirm = useTextField(form.control, "passwordConfirm");
  const partnerNumber = useTextField(form.control, "partnerNumber");
  const phoneNumber = useTextField(form.control, "phoneNumber");
  const zipCode = useTextField(form.control, "zipCode");
  const terms = useCheckboxField(form.control, "termsAccepted");
  const emailOptIn = useCheckboxField(form.control, "emailOptIn");
  const hasPhone = useFieldValue(form.control, "phoneNumber").trim() !== "";

  const { onSubmit, busy, formError } = useFormSubmit(form, {
    invalidMessage: checkForm,
    failureMessage: (error, fieldMessagesShown) => {
      if (!(error instanceof ApiError)) return generalError;
      if (fieldMessagesShown > 0) return checkForm;
      return error.status === 400 ? error.message : generalError;
    },
    submit: async (values) => {
      // The sign-up call runs only on submit, so its client loads then, not with the page
      // (docs/performance.md, Bundles).
      const { signUp } = await import("@/lib/client/api/enrollment");
      await signUp(joinRequestBody(values, options, currentReferral(), await humanCheck()));
      clearReferralCookies();
      await refetchMember();
      router.push("/add_card");
      return "leaving";
    },
  });

  useEffect(() => {
    rememberReferralFromUrl();
    const prospectEmail = takeProspectEmail();
    // The home page's email arrives once, after hydration (it is browser state, not markup).
    if (prospectEmail) form.setValue("email", prospectEmail);
  }, [form]);

  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      testId="join-error"
      formTestId="join-form"
      error={formError}
      submit={<SubmitButton busy={busy} label="Join and continue" />}
    >
      <NameFields idPrefix="join" firstName={firstName} lastName={lastName} />
      <TextField
        id="join-email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        required
        {...email}
      />
      <PasswordField
        id="join-password"
        label="Password"
        hint={passwordRulesText(options.hasPPN ? partnerNumberLabel : undefined)}
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...password}
      />
      <PasswordField
        id="join-password-confirm"
        label="Confirm password"
        autoComplete="new-password"
        required
        maxLength={passwordMaxLength}
        {...passwordConfirm}
      />
      {options.hasPPN ? (
        <TextField
          id="join-partner-number"
          label={partnerNumberLabel}
          hint="Optional. Add it to connect your dining rewards to your membership."
          inputMode="numeric"
          autoComplete="off"
          {...partnerNumber}
        />
      ) : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField
          id="join-phone"
          type="tel"
          label="Mobile phone"
          hint="Optional"
          // "tel", the one phone token HTML allows on type tel (tel-national is for text inputs):
          // the number may come with +1, which the US phone rule takes off (shared/rules/phone.ts).
          autoComplete="tel"
          {...phoneNumber}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            phoneNumber.onChange(event);
            // No phone, no SMS consent (account-center §5 Phone).
            if (event.target.value.trim() === "") form.setValue("smsOptInV2", false);
          }}
        />
        <TextField
          id="join-zip"
          label="ZIP code"
          hint="5 digits"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={zipCodeLength}
          {...zipCode}
        />
      </div>
      {options.hasSmsOptInV2 ? (
        <SmsOptInV2Field
          id="join-sms"
          control={form.control}
          name="smsOptInV2"
          hasPhone={hasPhone}
          copy={smsOptInCopy}
        />
      ) : null}
      {emailOptInCopy ? (
        <CheckboxField
          id="join-email-opt-in"
          label={emailOptInCopy.label}
          hint={emailOptInCopy.unlocks}
          {...emailOptIn}
        />
      ) : null}
      <CheckboxField
        id="join-terms"
        label={termsLabel}
        required
        {...terms}
        onChange={(event) => {
          terms.onChange(event);
          // A box has nothing to leave: ticking or unticking it is the moment to say its rule.
          void form.trigger("termsAccepted");
        }}
      />
    </FormFrame>
  );
}
