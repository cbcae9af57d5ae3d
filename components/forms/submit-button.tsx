import { loadingText } from "@/shared/constants";

/**
 * The form's submit button (50 px high like every button): disabled once the call starts, and
 * saying "Working on your request, please wait." meanwhile (public-and-shared §4 Form submit).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = loadingText,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-70"
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
