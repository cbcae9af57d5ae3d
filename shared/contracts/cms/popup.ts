import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** A popup entry (general modal by type, 'sso-welcome'). */
export const popupFieldsSchema = z.object({
  title: multilineText().default(""),
  body_text: multilineText(),
  button_text: multilineText().optional(),
  button_url: multilineText().optional(),
});
