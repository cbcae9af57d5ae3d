import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** The announcement_banner entry 'announcement': the banner's text and link runs. */
export const announcementFieldsSchema = z.object({
  banner_copy: z.array(
    z.object({
      type: z.enum(["text", "link"]),
      copy: multilineText(),
      url: multilineText().optional(),
      new_tab: z.boolean().optional(),
    }),
  ),
  tooltip_copy: multilineText().default(""),
});
