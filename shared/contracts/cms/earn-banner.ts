import { z } from "zod";

/** The earn_banner entry: one line above the /earn list. */
export const earnBannerFieldsSchema = z.object({ text: z.string() });
