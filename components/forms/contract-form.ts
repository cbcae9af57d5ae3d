"use client";

import { useCallback, useLayoutEffect, useRef } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { contractResolver, type ContractSource, type SchemaLoader, type Wording } from "./contract-resolver";
import { setFormWarmup } from "./form-warmup";

/**
 * A member form on react-hook-form over the contract the API validates with (public-and-shared
 * §5, decision 0050): the fields hold `defaultValues`' shape (what the member typed and ticked),
 * the contract parses them into what the submit handler receives. A field's error shows once
 * the field was left (a fix, too, shows on leaving); after a submit, on every change and no
 * longer on leaving. A failed submit focuses the first invalid field in page order
 * (useFormSubmit; react-hook-form's own focus follows registration order, so it is off).
 *
 * The schema comes from `loadSchema` (a dynamic import of its module), fetched when the member
 * first focuses or presses one of the form's fields, so the first blur mostly finds it ready (a
 * check awaits it anyway) while evaluating it (zod and the contracts, a long task on a slow
 * phone) stays out of hydration. Each check uses the latest render's loader and wording (the
 * profile's schema closes over its ZIP check).
 */
export function useContractForm<Values extends FieldValues, Output>(
  loadSchema: SchemaLoader<Output>,
  options: { defaultValues: DefaultValues<Values>; wording?: Wording },
): UseFormReturn<Values, unknown, Output> {
  const { wording } = options;
  const latest = useRef<ContractSource<Output>>({ loadSchema, wording });
  useLayoutEffect(() => {
    latest.current = { loadSchema, wording };
  });
  // One resolver for the form's life, built at each check from the latest render's loader and wording.
  const resolver = useCallback<Resolver<Values, unknown, Output>>(
    (values, context, resolverOptions) =>
      contractResolver<Values, Output>(latest.current)(values, context, resolverOptions),
    [],
  );
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues,
    mode: "onBlur",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { control } = form;
  useLayoutEffect(() => {
    setFormWarmup(control, () => {
      // A failure here shows again, and is handled, when the form is checked.
      latest.current.loadSchema().catch(() => undefined);
    });
  }, [control]);
  return form;
}
