import "server-only";
import pino from "pino";
import { env } from "@/platform/env";

/**
 * JSON-lines logger (pino) on standard output, one object per line, level by LOG_LEVEL. Callers
 * log ids and outcomes only: never request bodies, personal data, card data, tokens or SQL
 * parameters. The redaction list is a safety net for a field passed by mistake, not a licence.
 */
type Level = "debug" | "info" | "warn" | "error";

let instance: pino.Logger | undefined;

function base(): pino.Logger {
  instance ??= pino(
    {
      level: env().LOG_LEVEL,
      base: undefined,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [
          "email",
          "password",
          "phone",
          "phoneNumber",
          "token",
          "cardNumber",
          "encryptedCardNumber",
          "*.email",
          "*.password",
          "*.token",
          "*.cardNumber",
          "headers.cookie",
          "headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    // Through process.stdout (not a file descriptor of its own), so tests can read what is logged.
    { write: (line: string) => process.stdout.write(line) },
  );
  return instance;
}

type LogFn = (message: string, fields?: Record<string, unknown>) => void;

function at(level: Level): LogFn {
  return (message, fields = {}) => {
    base()[level](fields, message);
  };
}

export const logger: Readonly<Record<Level, LogFn>> = {
  debug: at("debug"),
  info: at("info"),
  warn: at("warn"),
  error: at("error"),
};
