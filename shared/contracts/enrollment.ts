import { z } from "zod";
import { homeEmailMaxLength, passwordMaxLength } from "@/shared/constants";
import { humanCheckResponseSchema } from "@/shared/contracts/human-check";
import { simpleEmailPattern } from "@/shared/rules/email-patterns";
import { normalizeUsPhone } from "@/shared/rules/phone";
import { formMessages, withCount } from "./form-messages";
import { publicIdPattern, referralMaxLengths, type ReferralField } from "./referral-values";
import { text } from "./text";
import { nameMaxLength, partnerNumberPattern, passwordMinLength, zipCodeLength } from "./enrollment-values";

// The limits and rule wording the forms show live in a zod-free module (docs/performance.md, Bundles).
export * from "./enrollment-values";

/**
 * Prospect sign-up (public-and-shared §3 and §5, account-center §5): one schema for the join
 * form's validation and the backend's, so both refuse the same input with the same words.
 */

const requiredText = () => text({ error: formMessages.required }).trim().min(1, formMessages.required);

export const nameSchema = requiredText().max(nameMaxLength, withCount(formMessages.maxLength, nameMaxLength));

/**
 * Trimmed and lower-cased, so one address is one account however it was typed. At most 50, as
 * the home page's email field (§9) whose value prefills this form: what it accepts stays valid.
 */
export const emailSchema = requiredText()
  .toLowerCase()
  .max(homeEmailMaxLength, withCount(formMessages.maxLength, homeEmailMaxLength))
  .regex(simpleEmailPattern, formMessages.invalidEmail);

/** Cut to 56 before any rule (§5), keeping an emoji whole rather than half of it. */
function truncatePassword(value: string): string {
  const cut = value.slice(0, passwordMaxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The new-password rules; password recovery's update step shares them. */
export const newPasswordSchema = text({ error: formMessages.required })
  .transform(truncatePassword)
  .pipe(
    text()
      .min(1, formMessages.required)
      .min(passwordMinLength, withCount(formMessages.minLength, passwordMinLength)),
  );

/** The confirmation only has to match: repeating the length rule on it would say it twice. */
export const passwordConfirmSchema = text({ error: formMessages.required })
  .transform(truncatePassword)
  .pipe(text().min(1, formMessages.required));

/** Empty means "not given": forms send "" for a blank optional field. */
function optionalText(max: number) {
  return text()
    .trim()
    .max(max, withCount(formMessages.maxLength, max))
    .optional()
    .transform((value) => value || undefined);
}

export const partnerNumberSchema = text()
  .trim()
  .refine((value) => value === "" || partnerNumberPattern.test(value), formMessages.invalidPartnerNumber)
  .optional()
  .transform((value) => value || undefined);

/** Without hasPPN the form has no such field: whatever is sent is ignored. */
const ignoredPartnerNumber = z
  .unknown()
  .optional()
  .transform((): string | undefined => undefined);

/** Typed in any usual way; kept as the 10 digits (account-center §5 Phone). */
export const phoneNumberSchema = text()
  .trim()
  .max(30, formMessages.invalidPhone)
  .refine((value) => value === "" || normalizeUsPhone(value) !== undefined, formMessages.invalidPhone)
  .optional()
  .transform((value) => (value ? normalizeUsPhone(value) : undefined));

export const zipCodeSchema = requiredText()
  .length(zipCodeLength, withCount(formMessages.exactLength, zipCodeLength))
  .regex(/^\d{5}$/, formMessages.invalidZip);

/** Referral values tracked (public-and-shared §3), from the visitor's referral cookies. */
export const referralShape = {
  utmTerm: optionalText(referralMaxLengths.utmTerm),
  utmMedium: optionalText(referralMaxLengths.utmMedium),
  utmCampaign: optionalText(referralMaxLengths.utmCampaign),
  utmSource: optionalText(referralMaxLengths.utmSource),
  utmContent: optionalText(referralMaxLengths.utmContent),
  referrer: optionalText(referralMaxLengths.referrer),
  source: optionalText(referralMaxLengths.source),
  publicId: optionalText(referralMaxLengths.publicId).refine(
    (value) => value === undefined || publicIdPattern.test(value),
    "publicId must be letters, digits, _ or -",
  ),
} satisfies Record<ReferralField, unknown>;

export interface EnrollmentOptions {
  /** The partner asks for its own member number (partner configuration hasPPN). */
  readonly hasPPN: boolean;
}

function fieldsShape(options: EnrollmentOptions) {
  return {
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirm: passwordConfirmSchema,
    partnerNumber: options.hasPPN ? partnerNumberSchema : ignoredPartnerNumber,
    phoneNumber: phoneNumberSchema,
    zipCode: zipCodeSchema,
    smsOptInV2: z.boolean().optional(),
    /** Email opt-in on joining, unticked by default: opting in starts the member at tier 2 (account-center §1). */
    emailOptIn: z.boolean().optional(),
    termsAccepted: z.literal(true, { error: formMessages.termsRequired }),
    ...referralShape,
  };
}

/** What the cross-field rules read; a field that failed its own rules may hold anything. */
interface PasswordFields {
  readonly password?: unknown;
  readonly passwordConfirm?: unknown;
  readonly partnerNumber?: unknown;
}

function hasIssue(ctx: z.RefinementCtx, field: string): boolean {
  return ctx.issues.some((issue) => issue.path?.[0] === field);
}

/**
 * Cross-field password rules, attached to the field the member has to change. They run as soon
 * as the fields they compare are valid, not only once the whole form is, so a mismatch shows
 * beside a missing name (the join form says it on leaving the field; the server in the same 400).
 */
function checkPasswords(values: PasswordFields, ctx: z.RefinementCtx): void {
  const { password, passwordConfirm, partnerNumber } = values;
  if (typeof password !== "string" || typeof passwordConfirm !== "string") return;
  if (!hasIssue(ctx, "passwordConfirm") && password !== passwordConfirm) {
    ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: formMessages.passwordsDoNotMatch });
  }
  const numberReadable = typeof partnerNumber === "string" && !hasIssue(ctx, "partnerNumber");
  if (numberReadable && partnerNumber && !hasIssue(ctx, "password") && password.includes(partnerNumber)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: formMessages.passwordContainsPartnerNumber });
  }
}

/** Zod skips a refinement after any failed field unless told when to run it. */
const whenFieldsParsed = { when: () => true };

/** What the member types on the join form. */
export function prospectSignUpFormSchema(options: EnrollmentOptions) {
  return z.object(fieldsShape(options)).superRefine(checkPasswords, whenFieldsParsed);
}

/** The sign-up request: the form plus the human check's answer, taken at submit time. */
export function prospectSignUpRequestSchema(options: EnrollmentOptions) {
  return z
    .object({ ...fieldsShape(options), gRecaptchaResponse: humanCheckResponseSchema })
    .superRefine(checkPasswords, whenFieldsParsed);
}

/** The sign-up request as a browser sends it. */
export type ProspectSignUpRequestBody = z.input<ReturnType<typeof prospectSignUpRequestSchema>>;
export type ProspectSignUpRequest = z.output<ReturnType<typeof prospectSignUpRequestSchema>>;
