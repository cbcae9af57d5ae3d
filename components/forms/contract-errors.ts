import type { z } from "zod";
import type { Validation } from "./form-store";

/** A partner's own words for the contracts' generic messages (global content 'errors'). */
export type Wording = Readonly<Partial<Record<string, string>>>;

/**
 * The form's field errors from the contract's issues: the issue's path joined by "." names the
 * field, the first issue of a field is its message, and a message the partner words differently
 * is the partner's. Zod's schema-level messages win over a parse-time error map, so the wording
 * is applied to the issues rather than to the parse.
 */
export function fieldErrorsFrom(issues: z.ZodError["issues"], wording: Wording = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= wording[issue.message] ?? issue.message;
  }
  return errors;
}

/** The form's values checked by the contract: its parsed output, or the field errors it found. */
export async function checkWithContract<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  wording?: Wording,
): Promise<Validation<z.output<Schema>>> {
  const result = await schema.safeParseAsync(values);
  return result.success
    ? { ok: true, output: result.data }
    : { ok: false, errors: fieldErrorsFrom(result.error.issues, wording) };
}
