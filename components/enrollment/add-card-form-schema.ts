import { z } from "zod";
import { cardSubmissionSchema } from "@/shared/contracts/cards";
import { formMessages } from "@/shared/contracts/form-messages";

// Loaded by the link-card form when it first validates (components/forms/contract-form.ts).

/** The member's choices of the card submission contract, and the terms they must accept. */
export const addCardFormSchema = cardSubmissionSchema.pick({ directFileFeedOptIn: true }).extend({
  termsAccepted: z.boolean().refine((accepted) => accepted, formMessages.cardTermsRequired),
});
