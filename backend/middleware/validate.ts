import "server-only";
import type { ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { ApiError } from "@/shared/contracts/errors";

/** One message per field path ("0.dateTime", "email"); the first issue for a field wins. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Validates one part of the request with its zod contract and answers 400 with field messages
 * when it does not fit. Malformed JSON is answered 400 by Hono before this runs.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const body: ApiError = { error: "Invalid request", fields: fieldMessages(parsed.error) };
    throw new HTTPException(400, {
      message: body.error,
      res: new Response(JSON.stringify(body), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
    });
  });
}
