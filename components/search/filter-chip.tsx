import type { ReactNode } from "react";

/**
 * One checkbox (or, with a name, one radio button of a group) drawn as a chip: the real input
 * stays in the page (keyboard, screen readers, forms) and the chip beside it shows its state
 * and focus.
 */
export function FilterChip({
  checked,
  onChange,
  children,
  testId,
  radioGroup,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId?: string;
  /** The radio group's name: the chip is one choice of several instead of an on/off box. */
  radioGroup?: string;
}) {
  return (
    <label className="relative inline-flex cursor-pointer">
      <input
        type={radioGroup ? "radio" : "checkbox"}
        name={radioGroup}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        data-testid={testId}
      />
      <span className="peer-checked:bg-brand peer-checked:text-on-brand peer-checked:border-brand inline-flex min-h-11 items-center gap-1.5 rounded-full border border-black/30 px-4 text-sm font-bold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--brand-accent)]">
        {checked ? (
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
        {children}
      </span>
    </label>
  );
}
