"use client";

import { useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { NameFields } from "@/components/forms/name-fields";
import { TextField } from "@/components/forms/text-field";
import { useFieldForm } from "@/components/forms/use-field-form";
import { statusToast } from "@/components/ui/toasts";
import { zipCodeLength } from "@/lib/contracts/enrollment";
import { addressLineMaxLength, cityMaxLength, type MemberProfile } from "@/lib/contracts/member-update";
import { saveProfile } from "@/lib/client/api/profile";
import { ProfileContactPreferences } from "./profile-contact-preferences";
import { profileSaveMessages as messages, type ProfileCopy } from "./profile-copy";
import { ProfileReadOnlyRows } from "./profile-read-only-rows";
import { ProfileSection } from "./profile-section";
import { ProfileSignInDetails } from "./profile-sign-in-details";
import { ProfileStateSelect } from "./profile-state-select";
import {
  isProfileField,
  profileChanges,
  profileFieldErrors,
  profileValuesFrom,
  withEdit,
  type ProfileField,
  type ProfileOptions,
  type ProfileValues,
} from "./profile-values";
import { useZipCheck } from "./use-zip-check";

type Errors = Partial<Record<ProfileField, string>>;

/**
 * The profile form (account-center §5 Profile, §8): checked by the shared contract on blur, then
 * on every change after a submit; a new ZIP is asked of the server on blur. Only changed fields
 * are sent, so "No changes were made." needs no call. The server's field messages land on their
 * fields; any other failure is explained at the bottom of the form.
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
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const zipCheck = useZipCheck();

  // The ZIP as the server last judged it: a changed one must also pass the US check.
  const zipState = (zip: string) => (zip !== initial.zipCode.trim() ? zipCheck.stateFor(zip) : undefined);
  const { values, errors, set, text, submit, showServerErrors, reset } = useFieldForm<
    ProfileValues,
    ProfileField
  >({
    initial: () => initial,
    isField: isProfileField,
    validate: (current) => {
      const found: Errors = profileFieldErrors(current, options);
      const state = zipState(current.zipCode.trim());
      if (!found.zipCode && state === "invalid") found.zipCode = copy.zipInvalid;
      if (!found.zipCode && state === "failed") found.zipCode = copy.generalError;
      return found;
    },
    applyEdit: (current, field, value) => withEdit(current, field, value, options),
  });

  const zip = values.zipCode.trim();
  const zipChanged = zip !== initial.zipCode.trim();
  const zipFieldProps = text("zipCode", () => {
    if (zipChanged && !profileFieldErrors(values, options).zipCode && !zipCheck.stateFor(zip))
      void zipCheck.run(zip);
  });

  /** A changed ZIP must be a US one; a check that could not run is left to the server. */
  async function zipAllowed(): Promise<boolean> {
    if (!zipChanged) return true;
    const known = zipCheck.stateFor(zip);
    const state = known && known !== "checking" && known !== "failed" ? known : await zipCheck.run(zip);
    return state !== "invalid";
  }

  async function onSubmit() {
    submit();
    setFormError(null);
    // A ZIP check that could not run does not block: it is asked again below, and the server
    // judges the ZIP in any case.
    const blocking = Object.entries(errors).some(
      ([field, message]) => message && !(field === "zipCode" && zipState(zip) === "failed"),
    );
    if (blocking) {
      setFormError(messages.checkFields);
      return;
    }
    const changes = profileChanges(initial, values, options);
    if (Object.keys(changes).length === 0) {
      statusToast("warning", messages.noChanges);
      return;
    }
    setBusy(true);
    if (!(await zipAllowed())) {
      setBusy(false);
      setFormError(messages.checkFields);
      return;
    }
    const result = await saveProfile(changes);
    setBusy(false);
    if (result.kind === "signed-out") {
      onSignedOut();
    } else if (result.kind === "saved") {
      const saved = profileValuesFrom(result.member);
      setInitial(saved);
      reset(saved);
      statusToast("success", messages.saved);
      onSaved(result.member);
    } else if (result.kind === "fields") {
      if (showServerErrors(result.fields) > 0) setFormError(messages.checkFields);
      else failed();
    } else failed();
  }

  function failed() {
    statusToast("error", messages.failed);
    setFormError(copy.serverError);
  }

  const names = options.namesEditable ? (
    <NameFields idPrefix="profile" firstName={text("firstName")} lastName={text("lastName")} />
  ) : (
    <div className="mb-4">
      <ProfileReadOnlyRows
        rows={[
          { label: "First name", value: values.firstName, testId: "profile-first-name-read-only" },
          {
            label: "Last name",
            value: values.lastName,
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
      onSubmit={onSubmit}
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
            autoComplete="tel-national"
            {...text("phoneNumber")}
          />
        </ProfileSection>
        <ProfileSection title="Address">
          <TextField
            id="profile-address1"
            label="Address line 1"
            autoComplete="address-line1"
            required={options.fullAddressRequired}
            maxLength={addressLineMaxLength}
            {...text("address1")}
          />
          <TextField
            id="profile-address2"
            label="Address line 2"
            hint="Optional"
            autoComplete="address-line2"
            maxLength={addressLineMaxLength}
            {...text("address2")}
          />
          <TextField
            id="profile-city"
            label="City"
            autoComplete="address-level2"
            required={options.fullAddressRequired}
            maxLength={cityMaxLength}
            {...text("city")}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <ProfileStateSelect
              id="profile-state"
              label="State"
              required={options.fullAddressRequired}
              {...text("state")}
            />
            <TextField
              id="profile-zip"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              required
              maxLength={zipCodeLength}
              {...zipFieldProps}
            />
          </div>
        </ProfileSection>
        {options.hasSmsOptIn || options.hasSmsOptInV2 || options.showEmailOptIn ? (
          <ProfileSection title="Messages from us">
            <ProfileContactPreferences
              values={values}
              options={options}
              smsCopy={copy.smsOptIn}
              onChange={(field, checked) => {
                set(field, checked);
              }}
            />
          </ProfileSection>
        ) : null}
        <ProfileSignInDetails email={member.email} showPassword={options.showPassword} copy={copy} />
      </div>
    </FormFrame>
  );
}
