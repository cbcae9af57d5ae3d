// `npm run backend`: the rewards backend as its own service (set REWARDS_API_URL on the web
// instances and TRUST_PROXY=true here). Run under tsx, outside Next's server build.
import "./load-dotenv";
import type { IncomingMessage } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { env } from "@/platform/env";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { trustedRequestIdHeader } from "@/platform/request-id.mjs";
import { createApp } from "./app";
import { closeDb, getDb } from "./db/client";
import { startJobs } from "./jobs/start-jobs";
import { servedProviderApi } from "./reservations/served-provider-api";
import { logger } from "../platform/logger";
import { drainOnSignal } from "./shutdown/drain";
import { tracingSettings } from "./telemetry/tracing-settings";

// Traces when an OTLP endpoint is set (docs/decisions/0054); without one no SDK module loads.
const tracingOn = tracingSettings();
const tracing = tracingOn
  ? await (await import("./telemetry/start-tracing")).startTracing(tracingOn, { role: "backend" })
  : undefined;

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
    // No server of ours stands in front to decide the id: the request log decides it (a trusted
    // proxy's X-Request-Id, or a new one), never from a client's copy of this header.
    headers.delete(trustedRequestIdHeader);
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
    await tracing?.shutdown();
  },
  log: (message, fields) => {
    logger.info(message, fields);
  },
});
