// Imported first by the tsx entry points (setup, import, the standalone backend), so they read
// .env files exactly as `next start` does and every process agrees on its configuration.
// No "server-only" guard: tsx would throw on it.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development");
