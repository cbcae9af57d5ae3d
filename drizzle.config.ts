import { loadEnvConfig } from "@next/env";
import { defineConfig } from "drizzle-kit";

// The same .env files the app reads, so `npm run db:studio` opens the configured PostgreSQL.
loadEnvConfig(process.cwd());
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/db/schema/index.ts",
  out: "./backend/db/migrations",
  // Studio reads only a PostgreSQL server: opening the embedded database beside a running app
  // would bypass its lock file (backend/db/data-dir-lock.ts) and corrupt it.
  ...(url ? { dbCredentials: { url } } : {}),
});
