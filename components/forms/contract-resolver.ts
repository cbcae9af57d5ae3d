import { zodResolver } from "@hookform/resolvers/zod";
import {
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
  type ResolverSuccess,
} from "react-hook-form";
import type { z } from "zod";

/** A partner's own words for the contracts' generic messages (global content 'errors'). */
export type Wording = Readonly<Partial<Record<string, string>>>;

/**
 * The form's contract, from a dynamic import of its module. Its input type need not be the
 * form's values: the join form's terms box holds `false` until ticked where the contract's
 * input says `true`, and a contract may accept more than the form holds (optional fields).
 */
export type SchemaLoader<Output> = () => Promise<z.ZodType<Output, FieldValues>>;

/** What a check uses: the form's loader and the partner's wording. */
export interface ContractSource<Output> {
  loadSchema: SchemaLoader<Output>;
  wording?: Wording;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A field's error (its issue's code as `type`), as against a group of nested fields' errors. */
function isFieldError(value: Record<string, unknown>): value is Record<string, unknown> & FieldError {
  return typeof value.type === "string";
}

/** Each field's error with the path that names it ("address.zip"; "" for the whole form). */
function* fieldErrorsIn(errors: Record<string, unknown>, prefix: string): Generator<[string, FieldError]> {
  for (const [key, error] of Object.entries(errors)) {
    if (!isRecord(error)) continue;
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (isFieldError(error)) yield [path, error];
    else yield* fieldErrorsIn(error, path);
  }
}

/**
 * The zod resolver's errors as the form's own, with the partner's words in place of the generic
 * messages they word differently. Zod's schema-level messages win over a parse-time error map,
 * so the wording is applied to the answer rather than to the parse.
 */
function formErrors<Values extends FieldValues>(errors: FieldErrors, wording: Wording): FieldErrors<Values> {
  const worded: FieldErrors<Values> = {};
  for (const [path, error] of fieldErrorsIn(errors, "")) {
    const message =
      typeof error.message === "string" ? (wording[error.message] ?? error.message) : error.message;
    set(worded, path, { ...error, message });
  }
  return worded;
}

function succeeded<Output>(result: ResolverResult<FieldValues, Output>): result is ResolverSuccess<Output> {
  return Object.keys(result.errors).length === 0;
}

/**
 * The contract the API validates with, as react-hook-form's resolver. The schema (and zod) load
 * on the first check, not with the page (issue 14): each check awaits the loader (at once, once
 * the module is in), then hands the values to the zod resolver, which keys each field's error by
 * its issue's path, the field's first issue first; an issue about the whole form is keyed ""
 * (the form is invalid, no field shows it). A contract that cannot load rejects the check: the
 * submit says so (useFormSubmit).
 */
export function contractResolver<Values extends FieldValues, Output>({
  loadSchema,
  wording = {},
}: ContractSource<Output>): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await zodResolver(await loadSchema())(values, context, {
      criteriaMode: options.criteriaMode,
      fields: options.fields,
      names: options.names,
      shouldUseNativeValidation: options.shouldUseNativeValidation,
    });
    return succeeded(result)
      ? { values: result.values, errors: {} }
      : { values: {}, errors: formErrors<Values>(result.errors, wording) };
  };
}
