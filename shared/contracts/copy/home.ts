import type { z } from "zod";
import type { homeFieldsSchema } from "@/shared/contracts/cms/home";

/** One banner of the home page's hero, in the partner's words. */
export type HomeBanner = z.output<typeof homeFieldsSchema>["banner_text"][number];
