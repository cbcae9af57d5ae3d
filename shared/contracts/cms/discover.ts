import { z } from "zod";
import { editorialBlockSchema } from "./editorial";

/** The discover entry: the discover page's editorial blocks (also the home page of discover partners). */
export const discoverFieldsSchema = z.object({ blocks: z.array(editorialBlockSchema) });
