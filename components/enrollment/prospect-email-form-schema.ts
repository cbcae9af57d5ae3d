import { prospectStartRequestSchema } from "@/shared/contracts/prospect-start";

// Loaded by the home page's email form when it first validates (components/forms/contract-form.ts).

/** The address only: the prospect start's contract, which the join form's email shares. */
export const prospectEmailFormSchema = prospectStartRequestSchema.pick({ email: true });
