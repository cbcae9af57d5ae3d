"use client";

import { CheckboxField } from "@/components/forms/checkbox-field";
import { SmsOptInV2Field } from "@/components/forms/sms-opt-in-v2-field";
import { useCheckboxField, type FormControl } from "@/components/forms/use-form-field";
import type { SmsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import type { ProfileOptions, ProfileValues } from "./profile-values";

/**
 * The opt-ins (account-center §5): SMS by the partner's flags (v2 asks for consent in its own
 * dialog; v1 is a plain box), both disabled without a phone; email unless the partner hides it.
 */
export function ProfileContactPreferences({
  control,
  hasPhone,
  options,
  smsCopy,
}: {
  control: FormControl<ProfileValues>;
  hasPhone: boolean;
  options: ProfileOptions;
  smsCopy: SmsOptInCopy;
}) {
  const email = useCheckboxField(control, "emailOptIn");
  return (
    <div className="flex flex-col gap-1">
      {options.hasSmsOptInV2 ? (
        <SmsOptInV2Field
          id="profile-sms"
          control={control}
          name="smsOptIn"
          hasPhone={hasPhone}
          copy={smsCopy}
        />
      ) : options.hasSmsOptIn ? (
        <PlainSmsOptIn control={control} hasPhone={hasPhone} smsCopy={smsCopy} />
      ) : null}
      {options.showEmailOptIn ? (
        <CheckboxField
          id="profile-email-opt-in"
          label="Email me about new offers, bonuses and my rewards."
          {...email}
        />
      ) : null}
    </div>
  );
}

/** SMS opt-in v1: a plain box, no dialog. */
function PlainSmsOptIn({
  control,
  hasPhone,
  smsCopy,
}: {
  control: FormControl<ProfileValues>;
  hasPhone: boolean;
  smsCopy: SmsOptInCopy;
}) {
  const sms = useCheckboxField(control, "smsOptIn");
  return (
    <CheckboxField
      id="profile-sms"
      label={smsCopy.label}
      hint={hasPhone ? undefined : smsCopy.noPhoneHint}
      disabled={!hasPhone}
      {...sms}
    />
  );
}
