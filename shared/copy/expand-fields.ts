import { expandPlaceholders, type PlaceholderValues } from "./expand-placeholders";

/** Expands placeholders in every string of a content entry's fields, however deeply nested. */
export function expandFields<T>(value: T, values: PlaceholderValues, log?: (message: string) => void): T {
  if (typeof value === "string") return expandPlaceholders(value, values, log) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => expandFields(item, values, log)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        expandFields(item, values, log),
      ]),
    ) as T;
  }
  return value;
}
