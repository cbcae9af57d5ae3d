/** The asterisk of a required field; the form's "* Required field" note explains it to everyone. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : null;
}

/** A field's label, with the required mark when the field is required. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-bold">
      {label}
      <RequiredMark required={required} />
    </label>
  );
}
