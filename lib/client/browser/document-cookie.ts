import "client-only";

let cached: string | null = null;

/**
 * `document.cookie`, read at most once per task. Chrome reports every read as a performance
 * issue, and one render asks for the session and emulation cookies from every component that
 * shows the member: the reads of one task share one. The copy is dropped as the task ends, so
 * the next task reads afresh and always sees a cookie the server has set since (an API answer
 * sliding the session) or another tab has changed; a cookie this page writes drops it at once
 * (forgetDocumentCookie).
 */
export function documentCookie(): string {
  if (cached === null) {
    cached = document.cookie;
    queueMicrotask(forgetDocumentCookie);
  }
  return cached;
}

/** Drops the copy: call after writing document.cookie, so the same task reads the new value. */
export function forgetDocumentCookie(): void {
  cached = null;
}
