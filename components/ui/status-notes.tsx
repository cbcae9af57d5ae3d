import type { ReactNode } from "react";

/**
 * The one line a screen shows in place of what it is still reading (a status, announced politely)
 * or could not read (an alert), so each screen words its own message but not its markup.
 */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted">
      {children}
    </p>
  );
}

export function FailureNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p role="alert" className="font-bold text-red-800" data-testid={testId}>
      {children}
    </p>
  );
}
