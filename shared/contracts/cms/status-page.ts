import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** Global 'not_found' and 'server_error': the partner's wording of its status pages. */
export const statusPageFieldsSchema = z.object({
  document_title: multilineText(),
  title: multilineText(),
  tagline: multilineText(),
  home_link_text: multilineText(),
  /** Names the code a visitor quotes to customer support ("Reference code"). */
  reference_label: multilineText().optional(),
  /** Leads into the support phone number, which follows it as a link ("Need help? Call us at"). */
  support_text: multilineText().optional(),
});
