import type { ReactNode } from "react";

export interface ReadOnlyRow {
  readonly label: string;
  readonly value: ReactNode;
  /** How the value is changed, since not here. */
  readonly note?: ReactNode;
  readonly testId?: string;
}

/**
 * Values the member sees but cannot edit here (account-center §5: email and password, and
 * names under SSO), as a description list with a line on where each one is changed.
 */
export function ProfileReadOnlyRows({ rows }: { rows: readonly ReadOnlyRow[] }) {
  return (
    <dl className="flex flex-col gap-4">
      {rows.map((row) => (
        <div key={row.label} data-testid={row.testId}>
          <dt className="font-bold">{row.label}</dt>
          <dd className="mt-1 min-h-12 rounded-lg border border-black/10 bg-black/[0.03] px-3 py-3 break-words">
            {row.value}
          </dd>
          {row.note ? <dd className="text-muted mt-1 text-sm">{row.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
