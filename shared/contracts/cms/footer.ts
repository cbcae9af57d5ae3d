import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

const link = z.object({ text: multilineText(), url: multilineText() });

/** Global 'footer': the footer's link lists, copyright, disclaimer and logo chain. */
export const footerFieldsSchema = z.object({
  primary_links: z.array(link).default([]),
  secondary_links: z.array(link).default([]),
  copyright: multilineText().default(""),
  legal_disclaimer: multilineText().optional(),
  logo_chain: z.array(z.object({ image: multilineText(), alt: multilineText() })).optional(),
});
