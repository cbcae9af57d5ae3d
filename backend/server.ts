// `npm run backend`: the rewards backend as its own service (set REWARDS_API_URL on the web
// instances and TRUST_PROXY=true here). Run under tsx, outside Next's server build.
import "./load-dotenv";
import type { IncomingMessage } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { env } from "@/platform/env";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { createApp } from "./app";
import { closeDb, getDb } from "./db/client";
import { startJobs } from "./jobs/start-jobs";
import { servedProviderApi } from "./reservations/served-provider-api";
import { logger } from "../platform/logger";
import { drainOnSignal } from "./shutdown/drain";

const app = createApp();

const db = await getDb(); // open and warm the database before taking traffic
// The periodic jobs run where the database is: web instances with REWARDS_API_URL open none.
const jobs = await startJobs(db);
// The built-in reservation provider's own API under /provider, when RESERVATION_PROVIDER_SERVE
// asks for it (docs/decisions/0034-reservation-provider.md): the public proxy forwards only /api.
const providerApi = await servedProviderApi();
const port = env().BACKEND_PORT;
const server = createAdaptorServer({
  // The socket's address travels as a header only our servers set: a client's copy is replaced.
  fetch: (request: Request, bindings: { incoming: Pick<IncomingMessage, "socket"> }) => {
    if (providerApi && new URL(request.url).pathname.startsWith("/provider/"))
      return providerApi.fetch(request);
    const headers = new Headers(request.headers);
    headers.set(peerAddressHeader, bindings.incoming.socket.remoteAddress ?? "");
    return app.fetch(new Request(request, { headers }), bindings);
  },
});
server.listen(port, () => {
  logger.info("Rewards backend listening", { port });
});
drainOnSignal(server, {
  onDrained: async () => {
    await jobs.stop();
    await closeDb();
  },
  log: (message, fields) => {
    logger.info(message, fields);
  },
});
