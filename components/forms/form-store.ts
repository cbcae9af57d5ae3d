/**
 * A form's values and field errors, outside React (decision 0038): the field hooks read them with
 * useSyncExternalStore, so a keystroke re-renders only the fields whose value or error changed.
 * The store knows nothing of zod: it is given a `validate` that answers for the whole form.
 */

/** A field of the form (its values are flat: the contracts' forms have no nested fields). */
export type FieldName<In> = keyof In & string;

/** The fields of the form that may hold a V (a text field's string, a box's boolean). */
export type FieldOf<In, V> = { [K in FieldName<In>]-?: V extends In[K] ? K : never }[FieldName<In>];

/**
 * What validating the values answers: the contract's output, or the first message per field
 * (keyed by the field's path joined by "."; "" for a rule about the form as a whole).
 */
export type Validation<Out> =
  | { readonly ok: true; readonly output: Out }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** What a field component binds to (useTextField(form.control, name)): its value, error and events. */
export interface FieldControl<In> {
  /** Called after every change of a value or an error (a property: useSyncExternalStore takes it alone). */
  subscribe: (listener: () => void) => () => void;
  getValue<N extends FieldName<In>>(name: N): In[N];
  getError(name: FieldName<In>): string | undefined;
  /** The member changed the field: checked at once after a submit, else when the field is left. */
  change<V>(name: FieldOf<In, V>, value: V): void;
  /** The member left the field: its error shows now (until the first submit). */
  blur(name: FieldName<In>): void;
  /** The element focused when the field is the first invalid one (null: it left the page). */
  attach(name: FieldName<In>, element: HTMLElement | null): void;
  /**
   * The member began using a field (focus or press): what checking needs may start loading.
   * A property (a listener given as is to addEventListener); only the first call does anything.
   */
  engage: () => void;
}

export interface FormStore<In, Out> extends FieldControl<In> {
  /** The store as its fields see it. */
  readonly control: FieldControl<In>;
  getValues(): In;
  /** Sets a value as the program, not the member: nothing is checked. */
  setValue<V>(name: FieldOf<In, V>, value: V): void;
  /** A message from elsewhere (the server's 400), kept until the field is checked again. */
  setError(name: FieldName<In>, message: string, options?: { focus?: boolean }): void;
  /** The check of the whole form from now on (the latest render's contract and wording). */
  validateWith(validate: (values: In) => Promise<Validation<Out>>): void;
  /** Checks one field now, whatever the timing; answers whether it is valid. */
  trigger(name: FieldName<In>, options?: { focus?: boolean }): Promise<boolean>;
  /** New starting values: errors cleared, and the form is as if never submitted. */
  reset(values: In): void;
  /**
   * Checks every field: valid, `onValid` gets the contract's output; invalid, every field shows
   * its error, `onInvalid` runs and the first invalid field (in page order) takes focus. From
   * then on every change is checked as it happens.
   */
  submit(onValid: (output: Out) => Promise<void>, onInvalid?: () => void): Promise<void>;
}

/** Sorts elements as they come in the page (the first invalid field is the first one the member meets). */
function inPageOrder(a: HTMLElement, b: HTMLElement): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * `prepare` runs the first time the member engages with a field, so that what the check needs
 * (the contract's code) can load then, ahead of the first blur, rather than with the page.
 */
export function createFormStore<In extends object, Out>(
  defaultValues: In,
  initialValidate: (values: In) => Promise<Validation<Out>>,
  prepare?: () => void,
): FormStore<In, Out> {
  let validate = initialValidate;
  let prepared = false;
  let values = defaultValues;
  let errors: Readonly<Record<string, string>> = {};
  let submitted = false;
  // A reset makes every validation begun before it stale.
  let resets = 0;
  const elements = new Map<string, HTMLElement>();
  const listeners = new Set<() => void>();

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function write(name: FieldName<In>, value: unknown): void {
    if (Object.is(values[name], value)) return;
    values = { ...values, [name]: value };
    notify();
  }

  function showError(name: string, message: string | undefined): void {
    if (errors[name] === message) return;
    errors =
      message === undefined
        ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))
        : { ...errors, [name]: message };
    notify();
  }

  function focusFirstError(): void {
    const invalid = [...elements]
      .filter(([name]) => errors[name] !== undefined)
      .map(([, element]) => element);
    invalid.sort(inPageOrder)[0]?.focus();
  }

  /**
   * One field's error from a check of the whole form; answers whether the field is valid, or
   * undefined when the answer came too late to count.
   */
  async function check(name: FieldName<In>, unlessChanged: boolean): Promise<boolean | undefined> {
    const resetsAtStart = resets;
    const value = values[name];
    const result = await validate(values);
    // A reset, or (for the member's own edits) a newer value with its own check to come, wins.
    if (resetsAtStart !== resets || (unlessChanged && !Object.is(values[name], value))) return undefined;
    const message = result.ok ? undefined : result.errors[name];
    showError(name, message);
    return message === undefined;
  }

  /** A check the member's edit started: one whose contract could not load says nothing (the submit will). */
  function checkQuietly(name: FieldName<In>): void {
    check(name, true).catch(() => undefined);
  }

  const control: FieldControl<In> = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getValue: (name) => values[name],
    getError: (name) => errors[name],
    change(name, value) {
      write(name, value);
      if (submitted) checkQuietly(name);
    },
    blur(name) {
      if (!submitted) checkQuietly(name);
    },
    attach(name, element) {
      if (element) elements.set(name, element);
      else elements.delete(name);
    },
    engage: () => {
      if (prepared) return;
      prepared = true;
      prepare?.();
    },
  };

  return {
    ...control,
    control,
    getValues: () => values,
    setValue: (name, value) => {
      write(name, value);
    },
    validateWith(next) {
      validate = next;
    },
    setError(name, message, options) {
      showError(name, message);
      if (options?.focus) elements.get(name)?.focus();
    },
    async trigger(name, options) {
      const valid = (await check(name, false)) ?? true;
      if (!valid && options?.focus) elements.get(name)?.focus();
      return valid;
    },
    reset(next) {
      resets += 1;
      values = next;
      errors = {};
      submitted = false;
      notify();
    },
    async submit(onValid, onInvalid) {
      const resetsAtStart = resets;
      const result = await validate(values);
      if (resetsAtStart !== resets) return;
      errors = result.ok ? {} : result.errors;
      notify();
      try {
        if (result.ok) {
          await onValid(result.output);
        } else {
          onInvalid?.();
          focusFirstError();
        }
      } finally {
        // A form reset by its own submit (saved, starting over) is back to checking on leave.
        if (resetsAtStart === resets) submitted = true;
      }
    },
  };
}
