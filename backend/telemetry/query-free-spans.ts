import "server-only";
import type { Span, SpanProcessor } from "@opentelemetry/sdk-trace";

/** Attributes that hold a request's address: Next writes its `http.target` with the query. */
const addressAttributes = ["http.target", "http.url", "url.full", "next.url"];

function withoutQuery(value: string): string {
  return value.split(/[?#]/)[0] ?? value;
}

/**
 * Takes the query out of every span's request address just before the span ends (after Next's
 * last write to it), as the logs do: a query can carry a visitor's location, an email or a
 * token (scripts/serve.mjs logs paths alone for the same reason). docs/decisions/0054.
 */
export const queryFreeSpans: SpanProcessor = {
  onStart: () => undefined,
  onEnding(span: Span) {
    for (const key of addressAttributes) {
      const value = span.attributes[key];
      if (typeof value === "string" && /[?#]/.test(value)) span.setAttribute(key, withoutQuery(value));
    }
    if (span.attributes["url.query"] !== undefined) span.setAttribute("url.query", "");
    if (/[?#]/.test(span.name)) span.updateName(withoutQuery(span.name));
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
