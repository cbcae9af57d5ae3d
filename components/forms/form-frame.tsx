import type { ReactNode } from "react";
import { formMessages } from "@/lib/contracts/form-messages";

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
}: {
  busy: boolean;
  onSubmit: () => Promise<void>;
  error: ReactNode;
  submit: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="flex flex-col gap-2"
      aria-busy={busy}
    >
      <p className="text-muted text-sm">{formMessages.requiredFieldsNote}</p>
      {children}
      <div role="alert" className="empty:hidden" data-testid={testId}>
        {error ? (
          <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">{error}</p>
        ) : null}
      </div>
      <div className="mt-2">{submit}</div>
    </form>
  );
}
