/** Availability answers at most this many open times. */
export const maxSlots = 9;

/** The `limit` times nearest `wanted` (ties go to the earlier), answered earliest first. */
export function nearest(times: readonly number[], wanted: number, limit = maxSlots): number[] {
  return [...times]
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)
    .slice(0, limit)
    .sort((a, b) => a - b);
}
