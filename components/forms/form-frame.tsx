import type { ReactNode, SubmitEvent } from "react";
import { requiredFieldsNote } from "@/shared/contracts/required-fields-note";
import { FormError } from "./form-error";

/**
 * The frame every member form shares: no browser validation bubbles (our messages are the
 * spec's), the "* Required field" note, the fields, one alert for what went wrong as a whole
 * (announced when it appears), and the submit row. The page is told it is busy while submitting.
 */
export function FormFrame({
  busy,
  onSubmit,
  error,
  submit,
  children,
  testId,
  formTestId,
}: {
  busy: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  error: ReactNode;
  submit: ReactNode;
  children: ReactNode;
  /** The form-level error's test id. */
  testId?: string;
  formTestId?: string;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      className="flex flex-col gap-2"
      aria-busy={busy}
      data-testid={formTestId}
    >
      <p className="text-muted text-sm">{requiredFieldsNote}</p>
      {children}
      <FormError message={error} testId={testId} />
      <div className="mt-2">{submit}</div>
    </form>
  );
}
