import { z } from "zod";

/** Global 'errors': the partner's error and status wordings, keyed as in the content. */
export const errorsFieldsSchema = z.record(z.string(), z.string());
