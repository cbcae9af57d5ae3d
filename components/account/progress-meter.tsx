/**
 * A labelled meter (ARIA role meter): the bar is drawn, the value is spoken as `valueText`
 * ("8 of 11 dines this year"). The fill never overflows past the maximum.
 */
export function ProgressMeter({
  label,
  value,
  max,
  valueText,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  testId?: string;
}) {
  const shown = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      data-testid={testId}
      className="h-3 w-full overflow-hidden rounded-full bg-black/10 ring-1 ring-black/20 ring-inset"
    >
      <div className="bg-brand h-full rounded-full" style={{ width: `${String((shown / max) * 100)}%` }} />
    </div>
  );
}
