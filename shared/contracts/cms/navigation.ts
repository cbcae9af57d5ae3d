import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** Global 'navigation': the navbar's links, worded for mobile and desktop. */
export const navigationFieldsSchema = z.object({
  nav_links: z.array(
    z.object({ text_mobile: multilineText(), text_desktop: multilineText(), url: multilineText() }),
  ),
});
