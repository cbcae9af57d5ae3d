import "server-only";
import { createMiddleware } from "hono/factory";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses writes with 503 while the database cannot keep them (the embedded database's folder
 * was deleted under the running process): a write must never answer success while going nowhere.
 */
export const durableWrites = createMiddleware<AppEnv>(async (c, next) => {
  const present = c.get("deps").databaseFilesPresent;
  if (writeMethods.has(c.req.method) && present && !present()) {
    c.header("Retry-After", "30");
    return c.json(
      { error: "The service cannot save changes right now. Please try again later." } satisfies ApiError,
      503,
    );
  }
  await next();
});
