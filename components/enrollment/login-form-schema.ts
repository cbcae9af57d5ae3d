import { formMessages } from "@/shared/contracts/form-messages";
import { signInRequestSchema } from "@/shared/contracts/sign-in";
import { isSimpleEmail } from "@/shared/rules/email-patterns";

// Loaded by the login form when it first validates (components/forms/contract-form.ts).

/** The sign-in contract, with the address's form checked before any call. */
export const loginFormSchema = signInRequestSchema.extend({
  email: signInRequestSchema.shape.email.refine(isSimpleEmail, formMessages.invalidEmail),
});
