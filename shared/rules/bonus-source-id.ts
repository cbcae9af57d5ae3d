/**
 * The source id of a bonus the member earned (decision 0065): the bonus, the member and the
 * first day of the period it was earned in, `bonus:<code>:<member id>:<YYYY-MM-DD>`. Unique among
 * ingested rows (transactions_ingested_source_uq), so however many runs find the condition met,
 * one posts.
 */
export function bonusSourceId(code: string, memberId: string, periodStart: string): string {
  return `bonus:${code}:${memberId}:${periodStart}`;
}

/**
 * The bonus code of a source id bonusSourceId made, or null for any other source id (a
 * reservation bonus's is `reservation-bonus:<reservation id>`).
 */
export function bonusCodeOf(sourceTransactionId: string): string | null {
  const [prefix, code] = sourceTransactionId.split(":");
  return prefix === "bonus" && code ? code : null;
}
