import { z } from "zod";
import { surveyDefaults } from "@/shared/constants";
import { multilineText } from "@/shared/contracts/text";

/** A survey entry of the partner's copy (public-and-shared §3 Survey content). */
export const surveyFieldsSchema = z.object({
  text: multilineText(),
  id: multilineText(),
  delay_timeout: z.number().nonnegative().default(surveyDefaults.delaySeconds),
  cookie_timeout: z.number().positive().default(surveyDefaults.cookieTimeoutDays),
  url_allow_list: z.array(z.object({ url_allowed: multilineText() })).default([]),
  url_disallow_list: z.array(z.object({ url_disallowed: multilineText() })).default([]),
});
export type SurveyFields = z.output<typeof surveyFieldsSchema>;
