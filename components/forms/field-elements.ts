import { get, type FieldErrors, type FieldValues } from "react-hook-form";

/**
 * Each form's field elements, by name, keyed by the form's control. react-hook-form focuses the
 * first invalid field in the order the fields registered (the order of the hook calls, a child
 * component's fields after its parent's), which is not always the order the member meets them
 * on the page; the forms focus in page order instead (shouldFocusError is off).
 */
const elementsByForm = new WeakMap<object, Map<string, HTMLElement>>();

/** Keeps (or, given null, forgets) the element a field is drawn with. */
export function attachFieldElement(control: object, name: string, element: HTMLElement | null): void {
  let elements = elementsByForm.get(control);
  if (!elements) {
    elements = new Map();
    elementsByForm.set(control, elements);
  }
  if (element) elements.set(name, element);
  else elements.delete(name);
}

/** Sorts elements as they come in the page (the first invalid field is the first one the member meets). */
function inPageOrder(a: HTMLElement, b: HTMLElement): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Focuses the field that comes first in the page among those with an error. */
export function focusFirstInvalid<Values extends FieldValues>(
  control: object,
  errors: FieldErrors<Values>,
): void {
  const invalid = [...(elementsByForm.get(control) ?? [])]
    .filter(([name]) => get(errors, name) !== undefined)
    .map(([, element]) => element);
  invalid.sort(inPageOrder)[0]?.focus();
}
