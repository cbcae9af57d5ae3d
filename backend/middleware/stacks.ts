import "server-only";
import { every } from "hono/combine";
import { withDb } from "./db";
import { requireMember } from "./require-member";

/**
 * The named stacks a route starts with (decision 0056), so each route says once who may call it
 * instead of repeating the same guards. Every /api route already passes the app's common stack
 * (backend/app.ts: request log, headers, partner, session, CSRF on mutating calls); these add
 * what differs per route. Route-specific checks (rate limits, validation) follow the stack.
 */

/** Anyone on the partner's host, signed in or not, with the database. */
export const publicRoute = withDb;

/** A signed-in member only: 401 without a live session (which it slides), then the database. */
export const memberRoute = every(requireMember, withDb);
