import "server-only";
import { env } from "@/lib/env";

/**
 * JSON-lines logger. It never receives request bodies, card numbers or passwords: callers log
 * ids and outcomes only.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

type LogFn = (message: string, fields?: Record<string, unknown>) => void;

export const logger: Readonly<Record<Level, LogFn>> = {
  debug: (message, fields) => {
    write("debug", message, fields);
  },
  info: (message, fields) => {
    write("info", message, fields);
  },
  warn: (message, fields) => {
    write("warn", message, fields);
  },
  error: (message, fields) => {
    write("error", message, fields);
  },
};
