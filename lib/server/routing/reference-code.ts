import "server-only";

/**
 * The code a status page shows so customer support can find the request in the logs: made in
 * proxy.ts, logged there, and handed to the page in this request header.
 */
export const referenceCodeHeader = "x-reference-code";

const referencePattern = /^[A-Za-z0-9-]{4,64}$/;

export function newReferenceCode(): string {
  return crypto.randomUUID().slice(0, 8).toUpperCase();
}

/** A reference from a header or query (the API's referenceId), or null when it is not one. */
export function readReferenceCode(value: string | null | undefined): string | null {
  return value && referencePattern.test(value) ? value : null;
}
