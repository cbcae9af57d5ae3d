import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** The home entry: hero banners for the member states they name. */
export const homeFieldsSchema = z.object({
  user_states: z.array(z.number().int()).default([]),
  headline: multilineText().optional(),
  subheadline: multilineText().optional(),
  banner_text: z
    .array(
      z.object({
        type: z.enum(["bonus", "earn", "enrollment"]),
        text_desktop: multilineText(),
        text_mobile: multilineText(),
      }),
    )
    .default([]),
});
