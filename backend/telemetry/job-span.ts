// Jobs run in the server and from tsx entry points: no "server-only" guard here.
import { SpanStatusCode } from "@opentelemetry/api";
import { tracer } from "./tracer";

/**
 * A job's run as the root of a trace of its own (a timer has no request to belong to), so its
 * database statements are found under "job <name>". The error's name only: a database error's
 * message can carry the statement's parameters. docs/decisions/0054.
 */
export function inJobSpan<T>(name: string, run: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(
    `job ${name}`,
    { root: true, attributes: { "rewards.job.name": name } },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute("error.type", error instanceof Error ? error.name : "Error");
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
