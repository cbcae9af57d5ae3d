// Used by tsx scripts (setup, seed, benchmarks) as well as the app, so no "server-only" guard here.
import { context, SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { tracer } from "../telemetry/tracer";

/**
 * One span per statement the database runs, for both drivers Drizzle speaks through, wrapped
 * where the driver takes a statement: PGlite's `query` (and a transaction's), node-postgres's
 * client `query`. A span records the statement as Drizzle wrote it, with its `$1` placeholders,
 * never the parameters (they hold emails, names, card digests), nor an error's message (it can
 * quote them): the error's SQLSTATE only. No-op spans until tracing starts (docs/decisions/0054).
 */
type Driver = "pglite" | "node-postgres";
type Call = (this: unknown, ...args: unknown[]) => unknown;

/** Long statements (the search's) are cut: the span is for finding the query, not replaying it. */
const maxStatementLength = 2_000;

function statementOf(first: unknown): string | undefined {
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && "text" in first && typeof first.text === "string")
    return first.text;
  return undefined;
}

function startStatementSpan(statement: string, driver: Driver): Span {
  // The first word past leading blanks, parentheses and comments: SELECT, INSERT, WITH, CREATE…
  const operation =
    /^(?:\s|\(|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? "QUERY";
  return tracer().startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      "db.query.text": statement.slice(0, maxStatementLength),
      "rewards.db.driver": driver,
    },
  });
}

function endStatementSpan(span: Span, error?: unknown): void {
  if (error) {
    const code = typeof error === "object" && "code" in error ? String(error.code) : undefined;
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute("error.type", code ?? (error instanceof Error ? error.name : "Error"));
    if (code) span.setAttribute("db.response.status_code", code);
  }
  span.end();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && "then" in value && typeof value.then === "function";
}

/** `original` with a span around each statement it runs, whether it answers by promise or callback. */
function traced(original: Call, driver: Driver): Call {
  return function (this: unknown, ...args: unknown[]) {
    const statement = statementOf(args[0]);
    if (statement === undefined) return original.apply(this, args);
    const span = startStatementSpan(statement, driver);
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        endStatementSpan(span, error);
        return (callback as Call).call(undefined, error, ...rest);
      };
    }
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (error) {
      endStatementSpan(span, error);
      throw error;
    }
    if (typeof callback === "function") return result;
    if (!isThenable(result)) {
      endStatementSpan(span);
      return result;
    }
    return result.then(
      (value) => {
        endStatementSpan(span);
        return value;
      },
      (error: unknown) => {
        endStatementSpan(span, error);
        throw error;
      },
    );
  };
}

/** PGlite with its statements traced, in and out of transactions. Changes `client` in place. */
export function tracePgliteStatements(client: PGlite): PGlite {
  client.query = traced(client.query.bind(client) as Call, "pglite") as PGlite["query"];
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => {
      tx.query = traced(tx.query.bind(tx) as Call, "pglite") as typeof tx.query;
      return run(tx);
    })) as PGlite["transaction"];
  return client;
}

/**
 * A node-postgres pool with its statements traced: every client it opens, whether a query is
 * sent through the pool or a client checked out for a transaction. A caller waiting for a free
 * client is called back in its own context (not in that of whoever released one), so each span
 * keeps the parent of the request that ran it. Changes `pool` in place.
 */
export function tracePoolStatements(pool: pg.Pool): pg.Pool {
  pool.on("connect", (client) => {
    client.query = traced(client.query.bind(client), "node-postgres") as typeof client.query;
  });
  const connect = pool.connect.bind(pool) as (callback?: Call) => unknown;
  pool.connect = ((callback?: Call) =>
    callback ? connect(context.bind(context.active(), callback)) : connect()) as typeof pool.connect;
  return pool;
}
