import type { ReactNode } from "react";

/**
 * What went wrong with the form as a whole, in one alert region that is always in the page, so
 * a message that appears is announced. Empty, it takes no space.
 */
export function FormError({ message, testId }: { message: ReactNode; testId?: string }) {
  return (
    <div role="alert" className="empty:hidden" data-testid={testId}>
      {message ? (
        <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">{message}</p>
      ) : null}
    </div>
  );
}
