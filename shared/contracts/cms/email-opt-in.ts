import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** Global 'email_opt_in': the join form's email opt-in, and what opting in unlocks, in the partner's words. */
export const emailOptInFieldsSchema = z.object({
  label: multilineText().min(1),
  unlocks: multilineText().min(1),
});
