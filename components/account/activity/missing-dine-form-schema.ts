import { missingDineRequestSchema } from "@/shared/contracts/missing-dine";

// Loaded by the missing-dine form when it first validates (components/forms/contract-form.ts).

/** The report's contract, the one the API checks (decision 0069). */
export const missingDineFormSchema = missingDineRequestSchema;
