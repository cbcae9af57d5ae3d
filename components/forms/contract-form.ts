"use client";

import { useLayoutEffect, useState } from "react";
import type { z } from "zod";
import { checkWithContract, type Wording } from "./contract-errors";
import { createFormStore, type FormStore } from "./form-store";

/**
 * The contract's schema, loaded when the member first focuses or presses one of the form's
 * fields (or when the form first validates, see useContractForm): zod and the contracts stay out
 * of the page's first-load JavaScript and out of the work done while it hydrates (decision 0038),
 * while the browser still checks with the very schema the API validates with.
 */
type SchemaLoader<Schema> = () => Promise<Schema>;

/**
 * A member form over the contract the API validates with (public-and-shared §5, decision 0038):
 * the fields hold `defaultValues`' shape (what the member typed and ticked), the contract
 * parses them into what the submit handler receives. A field's error shows once the field was left, then on every change after a submit;
 * submitting moves focus to the first invalid field. The schema comes from `loadSchema` (a dynamic import of its module),
 * fetched when the member first focuses or presses one of the form's fields, so the first blur
 * mostly finds it ready (a check awaits it anyway) while evaluating it (zod and the contracts, a
 * long task on a slow phone) stays out of hydration; each check uses the latest render's loader
 * and wording (the profile's schema closes over its ZIP check).
 */
export function useContractForm<Values extends object, Schema extends z.ZodType>(
  loadSchema: SchemaLoader<Schema>,
  options: { defaultValues: Values; wording?: Wording },
): FormStore<Values, z.output<Schema>> {
  const { wording } = options;
  const validate = async (values: Values) => checkWithContract(await loadSchema(), values, wording);
  const [form] = useState(() =>
    createFormStore(options.defaultValues, validate, () => {
      // Warm the (first render's) schema import; a failure here shows again, and is handled, on validation.
      loadSchema().catch(() => undefined);
    }),
  );
  useLayoutEffect(() => {
    form.validateWith(validate);
  });
  return form;
}
