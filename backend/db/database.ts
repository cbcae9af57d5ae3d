// Used by tsx scripts (setup, seed, benchmarks) as well as the app, so no "server-only" guard here.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The database as every query sees it: the same Drizzle API over PGlite or node-postgres. Its
 * own module, so the connection and the migrations both use it without importing each other.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
