"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/** A partner's own words for the contracts' generic messages (global content 'errors'). */
export type Wording = Readonly<Partial<Record<string, string>>>;

/**
 * The contract's resolver, with each generic message the partner words differently replaced by
 * the partner's text. Zod's schema-level messages win over a parse-time error map, so the
 * wording is applied to the result rather than to the parse.
 */
function wordedResolver<In extends FieldValues, Out extends FieldValues>(
  resolver: Resolver<In, unknown, Out>,
  wording: Wording,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      const message = error && typeof error.message === "string" ? wording[error.message] : undefined;
      if (error && message) error.message = message;
    }
    return result;
  };
}

/**
 * A member form over the contract the API validates with (public-and-shared §5): a field's error
 * shows once the field was left, then on every change after a submit; submitting moves focus
 * to the first invalid field. The submit handler receives the contract's parsed output.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: { defaultValues: DefaultValues<z.input<Schema>>; wording?: Wording },
) {
  const resolver = zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: options.wording ? wordedResolver(resolver, options.wording) : resolver,
    defaultValues: options.defaultValues,
    mode: "onBlur",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
}
