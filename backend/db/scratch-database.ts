import pg from "pg";

/**
 * Scratch databases on a PostgreSQL server, for the backend suites (backend/db/testing.ts), the
 * deploy and scale journeys and the search bench: each works in a database of its own, created
 * and dropped on the server, so none meets another's tables, extensions or migration record.
 * No "server-only" import: Playwright and the benches load it outside Next's conditions.
 */

/** Runs one statement on the server's maintenance connection (create/drop database). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

let counter = 0;

/** The URL of database `name` on the server that `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database named `<prefix>_<pid>_<time>_<n>`, so parallel workers and re-runs never share
 * one: empty, or a copy of the template database `template` (backend/db/test-templates.ts).
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  counter += 1;
  const name = `${prefix}_${String(process.pid)}_${Date.now().toString(36)}_${String(counter)}`;
  await adminQuery(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ""}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
