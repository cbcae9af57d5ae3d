"use client";

import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { readStored } from "@/lib/client/browser/stored-values";
import { CardResults } from "./card-results";

interface StoredOutcome {
  succeeded: string[];
  failed: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The stored value as the link-card form wrote it, checked by hand (this page loads no zod). */
function storedOutcome(stored: string): StoredOutcome | null {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { succeeded, failed } = value as { succeeded?: unknown; failed?: unknown };
  return isStringList(succeeded) && isStringList(failed) ? { succeeded, failed } : null;
}

/** The cards just linked (and any that were not), from the card registration success stored value. */
export function CardAddedSummary() {
  const stored = useBrowserValue(() => readStored("cardRegistrationSuccess"), null);
  const parsed = stored ? storedOutcome(stored) : null;
  return parsed ? <CardResults outcome={parsed} /> : null;
}
