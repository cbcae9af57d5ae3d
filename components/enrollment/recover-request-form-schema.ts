import { recoverRequestSchema } from "@/shared/contracts/recover";

// Loaded by the recovery form when it first validates (components/forms/contract-form.ts).

/** The member's part of the recovery contract; the human check's answer is added on submit. */
export const recoverRequestFormSchema = recoverRequestSchema.pick({ emailOrPartnerNumber: true });
