import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { openPostgres, type DbConnection } from "./connection";
import type { Db } from "./database";

/** Which server process answers this pool's next query. */
async function backendPid(db: Db): Promise<number> {
  const result: unknown = await db.execute(sql`select pg_backend_pid() as pid`);
  const [row] = z.object({ rows: z.array(z.object({ pid: z.number() })) }).parse(result).rows;
  if (!row) throw new Error("pg_backend_pid() answered no row");
  return row.pid;
}

const serverUrl = process.env.DATABASE_URL_TEST;

// The scale-out path only: PGlite runs in-process and has no connections to lose.
describe.runIf(serverUrl)("a PostgreSQL connection the server closes", () => {
  let connection: DbConnection;
  let admin: pg.Client;

  beforeAll(async () => {
    connection = openPostgres(serverUrl ?? "", 2);
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await connection.close();
    await admin.end();
  });

  it("is logged and replaced instead of crashing the process", async () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const pid = await backendPid(connection.db);

    // What a server restart or an administrator does to an idle pooled connection.
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await vi.waitFor(() => {
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining('"code":"57P01"'));
    });

    expect(await backendPid(connection.db)).not.toBe(pid);
    warnings.mockRestore();
  });
});
