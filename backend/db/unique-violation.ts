import "server-only";

/**
 * The name of the unique index a failed insert or update ran into, or undefined for any other
 * error. Drizzle wraps the driver's error (node-postgres and PGlite both report SQLSTATE 23505
 * with the constraint name), so the cause chain is walked.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = current.cause;
  }
  return undefined;
}
