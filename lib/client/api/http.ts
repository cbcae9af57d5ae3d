import "client-only";
import type { z } from "zod";
import { mutate } from "@/lib/client/browser/csrf-token";
import { apiErrorSchema } from "@/lib/shared/contracts/errors";

/** A failed API call: its status, the server's message and its field messages (400). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True for a call the server answered 401: the session is gone, the member signs in again. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Reads a JSON answer with its contract, or throws ApiError. The body is always read, so no
 * answer keeps its connection busy (an unread 401 kept pages from ever going network-idle).
 */
export async function readJson<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    throw new ApiError(
      response.status,
      error.success ? error.data.error : response.statusText || `HTTP ${String(response.status)}`,
      error.success ? (error.data.fields ?? {}) : {},
    );
  }
  return schema.parse(body);
}

/** A same-origin GET of the API, answered through `schema`. */
export async function getJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  return readJson(response, schema);
}

/** A mutating call with this visitor's CSRF token, answered through `schema`. */
export async function sendJson<Schema extends z.ZodType>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: Schema,
): Promise<z.output<Schema>> {
  return readJson(await mutate(path, method, body), schema);
}
