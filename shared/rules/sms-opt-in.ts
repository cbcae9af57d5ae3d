/**
 * smsOptIn on sign-up (public-and-shared §5): smsOptInV2 when given, otherwise true when a phone
 * number is present. The join form disables the SMS checkbox without a phone, and a phone added
 * later clears smsOptIn (account-center §5), so consent never attaches to a number nobody gave.
 */
export function deriveSmsOptIn(values: {
  readonly phoneNumber?: string | undefined;
  readonly smsOptInV2?: boolean | undefined;
}): boolean {
  if (values.smsOptInV2 !== undefined) return values.smsOptInV2;
  return (values.phoneNumber ?? "").trim() !== "";
}
