/** A field's error text, tied to its input by id (aria-describedby) and announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm font-bold text-red-700" aria-live="polite">
      {message ?? ""}
    </p>
  );
}
