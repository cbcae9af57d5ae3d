"use client";

import { useState, type ChangeEvent } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { NameFields } from "@/components/forms/name-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useFieldValue, useTextField } from "@/components/forms/use-form-field";
import { statusToast } from "@/components/ui/toasts";
import { zipCodeLength } from "@/shared/contracts/enrollment-values";
import { addressLineMaxLength, cityMaxLength } from "@/shared/contracts/member-update-values";
import type { MemberProfile } from "@/shared/contracts/member-update";
import { saveProfile } from "@/lib/client/api/profile";
import { isUnauthorized } from "@/lib/client/api/http";
import { ProfileContactPreferences } from "./profile-contact-preferences";
import { profileSaveMessages as messages, type ProfileCopy } from "./profile-copy";
import { ProfileReadOnlyRows } from "./profile-read-only-rows";
import { ProfileSection } from "./profile-section";
import { ProfileSignInDetails } from "./profile-sign-in-details";
import { ProfileStateSelect } from "./profile-state-select";
import {
  profileChanges,
  profileValuesFrom,
  withEdit,
  type ProfileOptions,
  type ProfileValues,
} from "./profile-values";
import { useZipCheck } from "./use-zip-check";

/** The form's checks (and zod): loaded when the member first focuses or presses a field, or on the first check. */
const loadProfileChecks = () => import("./profile-form-schema");

/**
 * The profile form (account-center §5 Profile, §8): checked by the member-update contract on
 * leaving a field, then on every change after a submit; a new ZIP is asked of the server on
 * leaving it. Only changed fields are sent, so "No changes were made." needs no call. The
 * server's field messages (a 400's `fields`) land on their fields; any other failure is
 * explained at the bottom of the form.
 */
export function ProfileForm({
  member,
  options,
  copy,
  onSaved,
  onSignedOut,
}: {
  member: MemberProfile;
  options: ProfileOptions;
  copy: ProfileCopy;
  onSaved: (member: MemberProfile) => void;
  onSignedOut: () => void;
}) {
  const [initial, setInitial] = useState<ProfileValues>(() => profileValuesFrom(member));
  const zipCheck = useZipCheck();
  const initialZip = initial.zipCode.trim();

  /** The server's word on a changed ZIP; one already on file is never judged again. */
  function zipVerdict(zip: string): string | undefined {
    if (zip === initialZip) return undefined;
    const state = zipCheck.stateFor(zip);
    if (state === "invalid") return copy.zipInvalid;
    return state === "failed" ? copy.generalError : undefined;
  }

  /** A changed ZIP must be a US one; a check that could not run is left to the server. */
  async function zipAllowed(zip: string): Promise<boolean> {
    if (zip === initialZip) return true;
    const known = zipCheck.stateFor(zip);
    const state = known && known !== "checking" && known !== "failed" ? known : await zipCheck.run(zip);
    return state !== "invalid";
  }

  const form = useContractForm(
    () => loadProfileChecks().then((checks) => checks.profileFormSchema(options, zipVerdict)),
    { defaultValues: initial },
  );
  const firstName = useTextField(form.control, "firstName");
  const lastName = useTextField(form.control, "lastName");
  const phone = useTextField(form.control, "phoneNumber");
  const address1 = useTextField(form.control, "address1");
  const address2 = useTextField(form.control, "address2");
  const city = useTextField(form.control, "city");
  const state = useTextField(form.control, "state");
  const zipCode = useTextField(form.control, "zipCode");
  const hasPhone = useFieldValue(form.control, "phoneNumber").trim() !== "";

  const { onSubmit, busy, formError, setFormError } = useFormSubmit(form, {
    invalidMessage: messages.checkFields,
    failureMessage: (error, fieldMessagesShown) => {
      if (fieldMessagesShown > 0) return messages.checkFields;
      statusToast("error", messages.failed);
      return copy.serverError;
    },
    submit: async (values) => {
      const changes = profileChanges(initial, values, options);
      if (Object.keys(changes).length === 0) {
        statusToast("warning", messages.noChanges);
        return "stay";
      }
      if (!(await zipAllowed(values.zipCode.trim()))) {
        await form.trigger("zipCode", { shouldFocus: true });
        setFormError(messages.checkFields);
        return "stay";
      }
      let saved: MemberProfile;
      try {
        saved = await saveProfile(changes);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        onSignedOut();
        return "leaving";
      }
      const next = profileValuesFrom(saved);
      setInitial(next);
      form.reset(next);
      statusToast("success", messages.saved);
      onSaved(saved);
      return "stay";
    },
  });

  function onZipBlur() {
    zipCode.onBlur();
    const values = form.getValues();
    const zip = values.zipCode.trim();
    if (zip === initialZip || zipCheck.stateFor(zip)) return;
    void loadProfileChecks().then(async ({ profileFieldErrors }) => {
      // A ZIP the contract refuses is said by the form's own check, not asked about.
      if (profileFieldErrors(values, options).zipCode || zipCheck.stateFor(zip)) return;
      await zipCheck.run(zip);
      // Said for the ZIP it was asked about only: another one typed meanwhile waits for its own.
      if (form.getValues().zipCode.trim() === zip) await form.trigger("zipCode");
    });
  }

  function onPhoneChange(event: ChangeEvent<HTMLInputElement>) {
    const before = form.getValues();
    phone.onChange(event);
    // SMS consent belongs to a number (§5 Phone).
    const { smsOptIn } = withEdit(before, "phoneNumber", event.target.value, options);
    if (smsOptIn !== before.smsOptIn) form.setValue("smsOptIn", smsOptIn);
  }

  const names = options.namesEditable ? (
    <NameFields idPrefix="profile" firstName={firstName} lastName={lastName} />
  ) : (
    <div className="mb-4">
      <ProfileReadOnlyRows
        rows={[
          { label: "First name", value: initial.firstName, testId: "profile-first-name-read-only" },
          {
            label: "Last name",
            value: initial.lastName,
            note: `Your name comes from your ${copy.programName} account. Change it there.`,
            testId: "profile-last-name-read-only",
          },
        ]}
      />
    </div>
  );

  return (
    <FormFrame
      busy={busy}
      onSubmit={async () => {
        zipCheck.forgetFailure();
        await onSubmit();
      }}
      error={formError}
      testId="profile-error"
      submit={<SubmitButton busy={busy} label="Save changes" />}
    >
      <div className="flex flex-col gap-5" data-testid="profile-form">
        <ProfileSection title="Your details">
          {names}
          <TextField
            id="profile-phone"
            type="tel"
            label="Mobile phone"
            hint="Optional. US number, 10 digits."
            // "tel", the one phone token HTML allows on type tel (tel-national is for text inputs):
            // the number may come with +1, which the US phone rule takes off (shared/rules/phone.ts).
            autoComplete="tel"
            {...phone}
            onChange={onPhoneChange}
          />
        </ProfileSection>
        <ProfileSection title="Address">
          <TextField
            id="profile-address1"
            label="Address line 1"
            autoComplete="address-line1"
            required={options.fullAddressRequired}
            maxLength={addressLineMaxLength}
            {...address1}
          />
          <TextField
            id="profile-address2"
            label="Address line 2"
            hint="Optional"
            autoComplete="address-line2"
            maxLength={addressLineMaxLength}
            {...address2}
          />
          <TextField
            id="profile-city"
            label="City"
            autoComplete="address-level2"
            required={options.fullAddressRequired}
            maxLength={cityMaxLength}
            {...city}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <ProfileStateSelect
              id="profile-state"
              label="State"
              required={options.fullAddressRequired}
              {...state}
            />
            <TextField
              id="profile-zip"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              required
              maxLength={zipCodeLength}
              {...zipCode}
              onBlur={onZipBlur}
            />
          </div>
        </ProfileSection>
        {options.hasSmsOptIn || options.hasSmsOptInV2 || options.showEmailOptIn ? (
          <ProfileSection title="Messages from us">
            <ProfileContactPreferences
              control={form.control}
              hasPhone={hasPhone}
              options={options}
              smsCopy={copy.smsOptIn}
            />
          </ProfileSection>
        ) : null}
        <ProfileSignInDetails email={member.email} showPassword={options.showPassword} copy={copy} />
      </div>
    </FormFrame>
  );
}
