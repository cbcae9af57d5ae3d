import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { formMessages } from "@/shared/contracts/form-messages";
import type { MemberProfile, MemberUpdate } from "@/shared/contracts/member-update";
import { isUsZip } from "../geo/is-us-zip";
import { toMember } from "./get-member";

/** What the partner's configuration decides about the profile form. */
export interface ProfileRules {
  /** Under SSO enrollment names come from the program account and are read-only (account-center §5). */
  readonly namesEditable: boolean;
  /** SMS opt-in v2 asks for consent in its own confirmation; v1 ties consent to the number. */
  readonly smsOptInV2: boolean;
  /** fullAddressRequired and a currency other than credit: address1, city and state are required. */
  readonly fullAddressRequired: boolean;
}

export type UpdateMemberResult =
  | { readonly kind: "updated"; readonly member: MemberProfile }
  | { readonly kind: "invalid"; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: "not-found" };

type MemberRow = typeof members.$inferSelect;

export function toProfile(row: MemberRow): MemberProfile {
  return {
    ...toMember(row),
    familyId: row.familyId,
    emailOptIn: row.emailOptIn,
    phoneNumber: row.phoneNumber,
    smsOptIn: row.smsOptIn,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
  };
}

/**
 * Email opt-in moves the earning tier between opted out (0) and opted in (2). Non-activated (1)
 * members activate through their link and VIP (3) is earned by dining: neither moves here.
 */
function tierAfterEmailOptIn(tierLevel: number, emailOptIn: boolean | undefined): number {
  if (emailOptIn === true && tierLevel === 0) return 2;
  if (emailOptIn === false && tierLevel === 2) return 0;
  return tierLevel;
}

/** SMS consent belongs to a number: none without one, and (v1) a new number needs it given again. */
function smsOptInAfter(
  row: MemberRow,
  changes: MemberUpdate,
  phone: string | null,
  rules: ProfileRules,
): boolean {
  if (!phone) return false;
  // v1: the form clears the box when the phone changes; the server keeps to that even when the
  // same request says true, so consent is always given for the number already on file.
  if (phone !== row.phoneNumber && !rules.smsOptInV2) return false;
  return changes.smsOptIn ?? row.smsOptIn;
}

const emptyToNull = (value: string | undefined, current: string | null) =>
  value === undefined ? current : value || null;

/** Applies a profile save (account-center §5): fields left out keep their value. */
export async function updateMember(
  db: Db,
  input: { partnerCode: string; memberId: string; changes: MemberUpdate; rules: ProfileRules; now?: Date },
): Promise<UpdateMemberResult> {
  const { changes, rules } = input;
  if (rules.fullAddressRequired) {
    const fields: Record<string, string> = {};
    for (const key of ["address1", "city", "state"] as const)
      if (changes[key] === "") fields[key] = formMessages.required;
    if (Object.keys(fields).length > 0) return { kind: "invalid", fields };
  }

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(members)
      .where(and(eq(members.partnerCode, input.partnerCode), eq(members.id, input.memberId)))
      .for("update");
    if (!row) return { kind: "not-found" } as const;
    // The form checks a new ZIP on blur (GET /api/Members/Validate/Zip); the save holds to the
    // same rule for any client. A ZIP already on file is not re-judged.
    if (changes.zipCode !== undefined && changes.zipCode !== row.zipCode && !isUsZip(changes.zipCode))
      return { kind: "invalid", fields: { zipCode: formMessages.zipNotInUs } } as const;

    const phone = changes.phoneNumber === undefined ? row.phoneNumber : changes.phoneNumber;
    const namesEditable = rules.namesEditable && row.interfaceType !== "sso";
    const [updated] = await tx
      .update(members)
      .set({
        // Read-only names are ignored rather than refused: the form sends them as shown.
        firstName: namesEditable ? (changes.firstName ?? row.firstName) : row.firstName,
        lastName: namesEditable ? (changes.lastName ?? row.lastName) : row.lastName,
        phoneNumber: phone,
        smsOptIn: smsOptInAfter(row, changes, phone, rules),
        emailOptIn: changes.emailOptIn ?? row.emailOptIn,
        tierLevel: tierAfterEmailOptIn(row.tierLevel, changes.emailOptIn),
        address1: emptyToNull(changes.address1, row.address1),
        address2: emptyToNull(changes.address2, row.address2),
        city: emptyToNull(changes.city, row.city),
        state: emptyToNull(changes.state, row.state),
        zipCode: changes.zipCode ?? row.zipCode,
        updatedAt: input.now ?? new Date(),
      })
      .where(eq(members.id, row.id))
      .returning();
    if (!updated) return { kind: "not-found" } as const;
    return { kind: "updated", member: toProfile(updated) } as const;
  });
}
