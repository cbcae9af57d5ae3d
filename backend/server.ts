// `npm run backend`: the rewards backend as its own service (set REWARDS_API_URL on the web
// instances and TRUST_PROXY=true here). Run under tsx, outside Next's server build.
import { serve } from "@hono/node-server";
import { env } from "@/lib/env";
import { createApp } from "./app";
import { getDb } from "./db/client";
import { logger } from "./logger";

await getDb(); // open and warm the database before taking traffic
const port = env().BACKEND_PORT;
serve({ fetch: createApp().fetch, port }, () => {
  logger.info("Rewards backend listening", { port });
});
