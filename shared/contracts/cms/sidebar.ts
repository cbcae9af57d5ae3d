import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** A 'sidebar' entry: the side note of the page whose slug it carries (public-and-shared §3). */
export const sidebarFieldsSchema = z.object({ page_text: multilineText() });
