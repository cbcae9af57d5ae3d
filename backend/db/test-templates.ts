// Vitest only. No "server-only" guard: the run's global setup (tests/support/template-databases.ts)
// loads this module outside the test workers, where that alias may not apply.
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type DbConnection } from "./connection";
import { migrateDatabase } from "./migrate";
import { adminQuery, databaseUrl, scratchDatabase } from "./scratch-database";
import { seedClock } from "./seed/generate-merchants";
import { seedDatabase } from "./seed/seed-database";

/**
 * Template databases for the backend suites (docs/decisions/0051). Each suite still gets a
 * database of its own, but as a copy of one that was migrated, and seeded with the suite's
 * number of merchants, once per test run: PGlite opens a copy of a template's data-directory dump
 * (`loadDataDir`), PostgreSQL creates the suite's database `TEMPLATE` the run's template database.
 *
 * A template is made by the first suite that asks for it, in whichever worker that runs: it
 * claims the template (a claim file; on PostgreSQL the `CREATE DATABASE` itself), builds it, and
 * goes on with the database it built. Suites asking meanwhile wait for it; one that waits too
 * long, or whose builder failed, builds a database of its own the way every suite did before.
 */

/** One test run's templates: PGlite dumps in `folder`, PostgreSQL template databases named `<prefix>_…`. */
export interface TemplateRun {
  readonly folder: string;
  readonly prefix: string;
}

declare module "vitest" {
  interface ProvidedContext {
    /** Set by tests/support/template-databases.ts, Vitest's global setup. */
    testDatabaseTemplates?: TemplateRun;
  }
}

const templatePrefix = "rewards_tpl";
const dayMs = 86_400_000;
/** How long a suite waits for a template another suite is building before it builds its own. */
const waitLimitMs = 90_000;
const pollMs = 100;
/** Templates left by runs that were killed before their teardown: dropped once this old. */
const staleAfterMs = dayMs;

/**
 * A template's key: the seed's size, and the seed's day, which its dates are counted from
 * (backend/db/seed/seed-database.ts seedClock): a run that crosses midnight UTC seeds again.
 */
function templateKey(merchants: number): string {
  return `${String(Math.floor(seedClock() / dayMs))}_${String(merchants)}`;
}

/** A fresh database as every suite built one before templates: migrated, then seeded. */
async function migrateAndSeed(connection: DbConnection, merchants: number): Promise<void> {
  await migrateDatabase(connection.db);
  if (merchants > 0) await seedDatabase(connection.db, { merchants });
}

/** Polls `check` until it answers something other than "wait", or the wait limit passes. */
async function waitFor<T>(check: () => Promise<T | "wait">): Promise<T | undefined> {
  for (const end = Date.now() + waitLimitMs; Date.now() < end;) {
    const answer = await check();
    if (answer !== "wait") return answer;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return undefined;
}

/** Starts a run's templates (Vitest's global setup): a folder, a name prefix, stale ones dropped. */
export async function startTemplateRun(serverUrl: string | undefined): Promise<TemplateRun> {
  const folder = mkdtempSync(path.join(tmpdir(), "rewards-test-templates-"));
  const prefix = `${templatePrefix}_${Date.now().toString(36)}_${String(process.pid)}`;
  if (serverUrl) {
    const now = Date.now();
    await dropTemplates(serverUrl, `${templatePrefix}_`, (name) => {
      const started = Number.parseInt(name.split("_")[2] ?? "", 36);
      return Number.isFinite(started) && now - started > staleAfterMs;
    });
  }
  return { folder, prefix };
}

/** Ends a run's templates (the global setup's teardown): the folder and the template databases go. */
export async function endTemplateRun(run: TemplateRun, serverUrl: string | undefined): Promise<void> {
  rmSync(run.folder, { recursive: true, force: true });
  if (serverUrl) await dropTemplates(serverUrl, `${run.prefix}_`, () => true);
}

/**
 * Drops the template databases named `prefix…` that `which` picks. Tidying only: a server that
 * does not answer fails the suites that use it, not the run's set-up or teardown.
 */
async function dropTemplates(
  serverUrl: string,
  prefix: string,
  which: (name: string) => boolean,
): Promise<void> {
  try {
    const rows = await serverQuery<{ datname: string }>(
      serverUrl,
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows.filter((row) => which(row.datname))) {
      await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`);
    }
  } catch (error) {
    console.warn(`Test template databases were left on the server: ${String(error)}`);
  }
}

async function serverQuery<Row extends Record<string, unknown>>(
  serverUrl: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// ---- PGlite: data-directory dumps in the run's folder ----

type PgliteConnection = Awaited<ReturnType<typeof openPglite>>;

/** Takes the claim file, or answers false when another worker holds it. */
function claim(file: string): boolean {
  try {
    closeSync(openSync(file, "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function readDump(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * The template of `merchants` merchants: its dump when made (or made meanwhile by another
 * worker), or, when this call builds it, the open database it built (`keepOpen`) or the dump.
 * Undefined when another worker's build failed or took too long.
 */
async function pgliteTemplate(
  run: TemplateRun,
  merchants: number,
  keepOpen: boolean,
): Promise<{ dump: Blob } | { connection: PgliteConnection } | undefined> {
  const file = path.join(run.folder, `pglite_${templateKey(merchants)}.tar`);
  const made = readDump(file);
  if (made) return { dump: made };
  const claimFile = `${file}.claim`;
  if (!claim(claimFile)) {
    const dump = await waitFor<Blob | undefined>(() => {
      const ready = readDump(file);
      if (ready) return Promise.resolve(ready);
      // The builder renames the dump into place before it lets go of the claim.
      return Promise.resolve(existsSync(claimFile) ? "wait" : readDump(file));
    });
    return dump ? { dump } : undefined;
  }
  let connection: PgliteConnection | undefined;
  try {
    const base = merchants > 0 ? await pgliteTemplate(run, 0, false) : undefined;
    const baseDump = base && "dump" in base ? base.dump : undefined;
    connection = await openPglite(undefined, baseDump ? { loadDataDir: baseDump } : {});
    if (baseDump) await seedDatabase(connection.db, { merchants });
    else await migrateAndSeed(connection, merchants);
    const dump = await connection.dumpDataDir("none");
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    if (keepOpen) return { connection };
    await connection.close();
    return { dump };
  } catch (error) {
    await connection?.close();
    throw error;
  } finally {
    rmSync(claimFile, { force: true });
  }
}

/**
 * A PGlite database in memory, migrated and seeded with `merchants` merchants: a copy of the
 * run's template of that size, or, without a run (or a template), built here.
 */
export async function openPgliteFromTemplate(
  run: TemplateRun | undefined,
  merchants: number,
): Promise<DbConnection> {
  const template = run ? await pgliteTemplate(run, merchants, true) : undefined;
  if (template && "connection" in template) return template.connection;
  if (template) return openPglite(undefined, { loadDataDir: template.dump });
  const connection = await openPglite();
  try {
    await migrateAndSeed(connection, merchants);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

// ---- PostgreSQL: template databases on the test server ----

/** Written on a template database once it is complete: copies are taken only from such a one. */
const readyNote = "rewards test template: ready";

async function templateState(serverUrl: string, name: string): Promise<"absent" | "building" | "ready"> {
  const [row] = await serverQuery<{ note: string | null }>(
    serverUrl,
    "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
    [name],
  );
  if (!row) return "absent";
  return row.note === readyNote ? "ready" : "building";
}

function isDuplicateDatabase(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: string }).code === "42P04";
}

/** The name of the run's complete template of `merchants` merchants, built here if no one has. */
async function postgresTemplate(
  run: TemplateRun,
  serverUrl: string,
  merchants: number,
): Promise<string | undefined> {
  const name = `${run.prefix}_${templateKey(merchants)}`;
  const state = await templateState(serverUrl, name);
  if (state === "ready") return name;
  if (state === "absent") {
    const base = merchants > 0 ? await postgresTemplate(run, serverUrl, 0) : undefined;
    let claimed = true;
    try {
      await adminQuery(serverUrl, `create database ${name}${base ? ` template ${base}` : ""}`);
    } catch (error) {
      if (!isDuplicateDatabase(error)) throw error;
      claimed = false;
    }
    if (claimed) {
      try {
        // Closed before the template is marked complete: a copy needs nobody connected to it.
        const connection = openPostgres(databaseUrl(serverUrl, name), 2);
        try {
          if (base) await seedDatabase(connection.db, { merchants });
          else await migrateAndSeed(connection, merchants);
        } finally {
          await connection.close();
        }
        await adminQuery(serverUrl, `comment on database ${name} is '${readyNote}'`);
        return name;
      } catch (error) {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
        throw error;
      }
    }
  }
  return waitFor<string | undefined>(async () => {
    const now = await templateState(serverUrl, name);
    if (now === "ready") return name;
    return now === "absent" ? undefined : "wait";
  });
}

/**
 * A new database on the test server, migrated and seeded with `merchants` merchants: a copy of
 * the run's template of that size, or, without a run (or a template), built here.
 */
export async function openPostgresFromTemplate(
  run: TemplateRun | undefined,
  serverUrl: string,
  merchants: number,
): Promise<{ connection: DbConnection; drop: () => Promise<void> }> {
  const template = run ? await postgresTemplate(run, serverUrl, merchants) : undefined;
  const scratch = await scratchDatabase(serverUrl, "rewards_test", template ? { template } : {});
  const connection = openPostgres(scratch.url, 4);
  if (!template) {
    try {
      await migrateAndSeed(connection, merchants);
    } catch (error) {
      await connection.close();
      await scratch.drop();
      throw error;
    }
  }
  return { connection, drop: () => scratch.drop() };
}
