import "server-only";
import type { Context } from "hono";
import { routePath } from "hono/route";

/**
 * The route pattern that answered a request, as a log field, metric label and span name: never
 * the raw path, which can carry ids and emails. Read after `next()`, when Hono's route index
 * points at the route that answered, not the last middleware that matched.
 * "/api/Member/:publicId{[A-Za-z0-9_]+-…}" → "/api/Member/:publicId"; no route → "unmatched".
 */
export function routeLabel(c: Context): string {
  const matched = routePath(c);
  return matched.endsWith("*") ? "unmatched" : matched.replace(/(:\w+)\{.*?\}(?=\/|$)/g, "$1");
}
