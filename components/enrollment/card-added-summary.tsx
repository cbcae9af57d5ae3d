"use client";

import { z } from "zod";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { readStored } from "@/lib/client/browser/stored-values";
import { CardResults } from "./card-results";

const storedSchema = z.object({ succeeded: z.array(z.string()), failed: z.array(z.string()) });

/** The cards just linked (and any that were not), from the card registration success stored value. */
export function CardAddedSummary() {
  const stored = useBrowserValue(() => readStored("cardRegistrationSuccess"), null);
  if (!stored) return null;
  let parsed: z.infer<typeof storedSchema> | null = null;
  try {
    const result = storedSchema.safeParse(JSON.parse(stored));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  return parsed ? <CardResults outcome={parsed} /> : null;
}
