import "client-only";
import { csrfFallbackDelayMs, csrfPrefetchRetries } from "@/shared/constants";
import { csrfHeaderName } from "@/shared/contracts/cookie-names";
import { csrfTokenKey } from "./stored-values";

/**
 * The CSRF token for mutating calls (public-and-shared §4 Session): prefetched at start,
 * retried up to 5 times, kept in session storage. If every try fails, a placeholder is stored
 * after 35 s so the app can tell the member what to do (spec §8).
 */
export const placeholderCsrfToken = "csrf-unavailable";

let pending: Promise<string> | null = null;

async function fetchToken(): Promise<string> {
  for (let attempt = 0; attempt <= csrfPrefetchRetries; attempt += 1) {
    try {
      const response = await fetch("/api/CSRF", { credentials: "same-origin" });
      if (response.ok) {
        // Checked by hand (the contract is csrfResponseSchema): this runs on every page, without zod.
        const { csrfToken } = (await response.json()) as { csrfToken?: unknown };
        if (typeof csrfToken === "string" && csrfToken.length > 0) return csrfToken;
        continue;
      }
      // A refusal's body is not needed; cancelled, it frees its connection for the next try.
      await response.body?.cancel();
    } catch {
      // network error: try again
    }
  }
  throw new Error("CSRF token unavailable");
}

/** Prefetches the token once per page load; resolves with it, or with the placeholder after the fallback delay. */
export function prefetchCsrfToken(onPlaceholder: (token: string) => void): Promise<string> {
  pending ??= fetchToken()
    .then((token) => {
      sessionStorage.setItem(csrfTokenKey, token);
      return token;
    })
    .catch(
      () =>
        new Promise<string>((resolve) => {
          setTimeout(() => {
            sessionStorage.setItem(csrfTokenKey, placeholderCsrfToken);
            onPlaceholder(placeholderCsrfToken);
            resolve(placeholderCsrfToken);
          }, csrfFallbackDelayMs);
        }),
    );
  return pending;
}

/** The current token (fetching it if the page has none yet). */
export async function csrfToken(): Promise<string> {
  return sessionStorage.getItem(csrfTokenKey) ?? (await prefetchCsrfToken(() => undefined));
}

/** A same-origin JSON call carrying the CSRF header, as every mutating call must. */
export async function mutate(
  path: string,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  body?: unknown,
): Promise<Response> {
  const token = await csrfToken();
  return fetch(path, {
    method,
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json", [csrfHeaderName]: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
