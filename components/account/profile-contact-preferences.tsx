"use client";

import { CheckboxField } from "@/components/forms/checkbox-field";
import { SmsOptInV2Field } from "@/components/forms/sms-opt-in-v2-field";
import type { SmsOptInCopy } from "@/lib/copy/sms-opt-in-copy";
import type { ProfileOptions, ProfileValues } from "./profile-values";

/**
 * The opt-ins (account-center §5): SMS by the partner's flags (v2 asks for consent in its own
 * dialog; v1 is a plain box), both disabled without a phone; email unless the partner hides it.
 */
export function ProfileContactPreferences({
  values,
  options,
  smsCopy,
  onChange,
}: {
  values: ProfileValues;
  options: ProfileOptions;
  smsCopy: SmsOptInCopy;
  onChange: (field: "smsOptIn" | "emailOptIn", checked: boolean) => void;
}) {
  const hasPhone = values.phoneNumber.trim() !== "";
  return (
    <div className="flex flex-col gap-1">
      {options.hasSmsOptInV2 ? (
        <SmsOptInV2Field
          id="profile-sms"
          name="smsOptIn"
          checked={values.smsOptIn}
          hasPhone={hasPhone}
          copy={smsCopy}
          onChange={(checked) => {
            onChange("smsOptIn", checked);
          }}
        />
      ) : options.hasSmsOptIn ? (
        <CheckboxField
          id="profile-sms"
          name="smsOptIn"
          label={smsCopy.label}
          hint={hasPhone ? undefined : smsCopy.noPhoneHint}
          disabled={!hasPhone}
          checked={values.smsOptIn}
          onChange={(event) => {
            onChange("smsOptIn", event.target.checked);
          }}
        />
      ) : null}
      {options.showEmailOptIn ? (
        <CheckboxField
          id="profile-email-opt-in"
          name="emailOptIn"
          label="Email me about new offers, bonuses and my rewards."
          checked={values.emailOptIn}
          onChange={(event) => {
            onChange("emailOptIn", event.target.checked);
          }}
        />
      ) : null}
    </div>
  );
}
