import type { MemberProfile, MemberUpdateRequest } from "@/shared/contracts/member-update";
import { formatUsPhone, normalizeUsPhone } from "@/shared/rules/phone";

/** What the profile form holds while the member edits (account-center §5 Profile). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  smsOptIn: boolean;
  emailOptIn: boolean;
}

export type ProfileField = keyof ProfileValues;

/** What the partner (and the member's own account) decide about the form. */
export interface ProfileOptions {
  /** False under SSO: the program owns the names. */
  readonly namesEditable: boolean;
  /** fullAddressRequired and a currency other than credit. */
  readonly fullAddressRequired: boolean;
  readonly hasSmsOptIn: boolean;
  readonly hasSmsOptInV2: boolean;
  readonly showEmailOptIn: boolean;
  /** Direct enrollment: the read-only password row and its way to a reset. */
  readonly showPassword: boolean;
}

export const profileFields: readonly ProfileField[] = [
  "firstName",
  "lastName",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "phoneNumber",
  "smsOptIn",
  "emailOptIn",
];

export function isProfileField(name: string): name is ProfileField {
  return (profileFields as readonly string[]).includes(name);
}

/** The form's starting values: the member as saved, the phone shown as xxx-xxx-xxxx. */
export function profileValuesFrom(member: MemberProfile): ProfileValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    address1: member.address.address1 ?? "",
    address2: member.address.address2 ?? "",
    city: member.address.city ?? "",
    state: member.address.state ?? "",
    zipCode: member.address.zipCode ?? "",
    phoneNumber: member.phoneNumber ? formatUsPhone(member.phoneNumber) : "",
    smsOptIn: member.smsOptIn,
    emailOptIn: member.emailOptIn,
  };
}

const hasSms = (options: ProfileOptions) => options.hasSmsOptIn || options.hasSmsOptInV2;

/**
 * One edit applied. SMS consent belongs to a number (§5 Phone): v1 clears it whenever the phone
 * changes, v2 (consent confirmed in its own dialog) only when the phone is emptied.
 */
export function withEdit<F extends ProfileField>(
  values: ProfileValues,
  field: F,
  value: ProfileValues[F],
  options: ProfileOptions,
): ProfileValues {
  const next = { ...values, [field]: value };
  if (field === "phoneNumber" && value !== values.phoneNumber) {
    if (!options.hasSmsOptInV2 || String(value).trim() === "") next.smsOptIn = false;
  }
  return next;
}

/** A phone compared by its digits, so "212 555 0142" and "212-555-0142" are the same number. */
const phoneKey = (value: string) => normalizeUsPhone(value) ?? value.trim();

function sameValue(field: ProfileField, before: ProfileValues, after: ProfileValues): boolean {
  const a = before[field];
  const b = after[field];
  if (typeof a === "boolean" || typeof b === "boolean") return a === b;
  if (field === "phoneNumber") return phoneKey(a) === phoneKey(b);
  return a.trim() === b.trim();
}

/** The fields this form may send: read-only names and hidden opt-ins stay out. */
export function editableFields(options: ProfileOptions): ProfileField[] {
  return profileFields.filter((field) => {
    if (field === "firstName" || field === "lastName") return options.namesEditable;
    if (field === "smsOptIn") return hasSms(options);
    if (field === "emailOptIn") return options.showEmailOptIn;
    return true;
  });
}

/**
 * The PUT /api/Member body: only what changed (a partial update), so "No changes were made."
 * is decided here without a call. An empty object means nothing changed.
 */
export function profileChanges(
  initial: ProfileValues,
  values: ProfileValues,
  options: ProfileOptions,
): MemberUpdateRequest {
  const changes: Record<string, string | boolean> = {};
  for (const field of editableFields(options))
    if (!sameValue(field, initial, values)) changes[field] = values[field];
  return changes;
}
