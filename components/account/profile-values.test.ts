import { describe, expect, it } from "vitest";
import { formMessages } from "@/shared/contracts/form-messages";
import type { MemberProfile } from "@/shared/contracts/member-update";
import { profileFieldErrors } from "./profile-form-schema";
import { profileChanges, profileValuesFrom, withEdit, type ProfileOptions } from "./profile-values";

const member: MemberProfile = {
  publicId: "p",
  familyId: "f",
  firstName: "Owen",
  lastName: "Tate",
  email: "owen@example.com",
  memberType: "EnrolledCardMember",
  tierLevel: 0,
  active: true,
  hasWebProfile: true,
  interfaceType: "direct",
  emailUpdateRequired: false,
  referralCode: "0123456789abcdef0123456789abcdef",
  emailOptIn: false,
  phoneNumber: "2125550142",
  smsOptIn: true,
  address: { address1: null, address2: null, city: "Chicago", state: "IL", zipCode: "60601" },
};

const direct: ProfileOptions = {
  namesEditable: true,
  fullAddressRequired: false,
  hasSmsOptIn: true,
  hasSmsOptInV2: false,
  showEmailOptIn: true,
  showPassword: true,
};

describe("profile values", () => {
  const initial = profileValuesFrom(member);

  it("start from the member, the phone shown as xxx-xxx-xxxx and empty for missing address lines", () => {
    expect(initial).toMatchObject({ phoneNumber: "212-555-0142", address1: "", city: "Chicago" });
  });

  it("send nothing when nothing changed, however the phone or spacing was retyped", () => {
    const retyped = { ...initial, phoneNumber: "(212) 555 0142", city: " Chicago " };
    expect(profileChanges(initial, retyped, direct)).toEqual({});
  });

  it("send only the changed fields, and never read-only names or hidden opt-ins", () => {
    const edited = { ...initial, firstName: "Olive", zipCode: "10001", emailOptIn: true };
    expect(profileChanges(initial, edited, direct)).toEqual({
      firstName: "Olive",
      zipCode: "10001",
      emailOptIn: true,
    });
    const sso = { ...direct, namesEditable: false, showEmailOptIn: false };
    expect(profileChanges(initial, edited, sso)).toEqual({ zipCode: "10001" });
  });

  it("v1: changing or clearing the phone clears SMS consent; v2 keeps it for a new number", () => {
    expect(withEdit(initial, "phoneNumber", "212-555-0143", direct).smsOptIn).toBe(false);
    const v2 = { ...direct, hasSmsOptIn: false, hasSmsOptInV2: true };
    expect(withEdit(initial, "phoneNumber", "212-555-0143", v2).smsOptIn).toBe(true);
    expect(withEdit(initial, "phoneNumber", "", v2).smsOptIn).toBe(false);
    expect(withEdit(initial, "city", "Boston", direct).smsOptIn).toBe(true);
  });

  it("word errors as the server does: names, lengths, ZIP length and phone", () => {
    const errors = profileFieldErrors(
      { ...initial, firstName: " ", lastName: "x".repeat(21), zipCode: "123", phoneNumber: "123-456-7890" },
      direct,
    );
    expect(errors).toEqual({
      firstName: formMessages.required,
      lastName: "Must be at most 20 characters.",
      zipCode: "Must be exactly 5 characters.",
      phoneNumber: formMessages.invalidPhoneProfile,
    });
    expect(profileFieldErrors({ ...initial, zipCode: "" }, direct).zipCode).toBe(formMessages.required);
  });

  it("require address line 1, city and state only where the partner needs the full address", () => {
    const empty = { ...initial, address1: "", city: "", state: "" };
    expect(profileFieldErrors(empty, direct)).toEqual({});
    expect(profileFieldErrors(empty, { ...direct, fullAddressRequired: true })).toEqual({
      address1: formMessages.required,
      city: formMessages.required,
      state: formMessages.required,
    });
  });

  it("do not judge read-only names", () => {
    const sso = { ...direct, namesEditable: false };
    expect(profileFieldErrors({ ...initial, firstName: "" }, sso)).toEqual({});
  });
});
