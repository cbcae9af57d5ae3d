import "client-only";
import { mutate } from "@/lib/client/browser/csrf-token";

/**
 * How an answer is read: a contract's zod schema where the browser must check it (forms, card
 * entry), or `serverChecked<T>()` where the server already answered through the contract and the
 * browser only needs the type — which keeps zod out of pages that need no schema
 * (docs/performance.md, Bundles).
 */
export interface AnswerReader<T> {
  parse(body: unknown): T;
}

/** An answer the API built through its contract (`satisfies` in backend/routes): read as its type. */
export function serverChecked<T>(): AnswerReader<T> {
  return { parse: (body) => body as T };
}

/** The API's error answer (shared/contracts/errors.ts), checked by hand: no zod on every page. */
function errorAnswer(body: unknown): { error: string; fields: Record<string, string> } | null {
  if (!body || typeof body !== "object") return null;
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  if (typeof error !== "string") return null;
  const messages =
    fields && typeof fields === "object"
      ? Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  return { error, fields: messages };
}

/**
 * A failed API call: its status, the server's message and its field messages (400), and the
 * whole answer for the few callers whose contract says more (a locked sign-in's hint).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly body?: unknown,
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
export async function readJson<T>(response: Response, schema: AnswerReader<T>): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const error = errorAnswer(body);
    throw new ApiError(
      response.status,
      error ? error.error : response.statusText || `HTTP ${String(response.status)}`,
      error ? error.fields : {},
      body,
    );
  }
  return schema.parse(body);
}

/** A same-origin GET of the API, answered through `schema`. */
export async function getJson<T>(path: string, schema: AnswerReader<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  return readJson(response, schema);
}

/** A mutating call with this visitor's CSRF token, answered through `schema`. */
export async function sendJson<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: AnswerReader<T>,
): Promise<T> {
  return readJson(await mutate(path, method, body), schema);
}
