import { z } from "zod";
import { multilineText } from "@/lib/shared/contracts/text";

/** Global 'not_found': the partner's 404 page wording. */
export const statusPageFieldsSchema = z.object({
  document_title: multilineText(),
  title: multilineText(),
  tagline: multilineText(),
  home_link_text: multilineText(),
});
