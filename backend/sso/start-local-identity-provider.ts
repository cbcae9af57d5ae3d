import "server-only";
import { createServer } from "node:http";
import { isProduction } from "@/platform/env";
import { logger } from "../../platform/logger";
import { onShutdown } from "../shutdown/hooks";
import { createLocalIdentityProvider } from "./local-identity-provider";
import { localClients, localIssuer, localIssuerPort } from "./local-issuer";

export const localIdentityProviderHost = "127.0.0.1";

const started = globalThis as typeof globalThis & { localIdentityProvider?: Promise<void> };

/**
 * Starts the embedded identity provider once per process when an SSO partner relies on it, so
 * the whole SSO journey runs on one machine. Never in production: a real program's provider
 * is configured there (partner sso.issuer or SSO_ISSUER).
 */
export function startLocalIdentityProvider(): Promise<void> {
  started.localIdentityProvider ??= new Promise((resolve, reject) => {
    if (isProduction()) {
      reject(new Error("The local identity provider never starts in production"));
      return;
    }
    const clients = localClients();
    if (clients.length === 0) {
      resolve();
      return;
    }
    const handle = createLocalIdentityProvider(localIssuer(), clients);
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        logger.error("Local identity provider failed a request", { error: String(error) });
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("The local identity provider could not complete this step.");
      });
    });
    server.on("error", (error) => {
      // Another process of this checkout already serves it (several app instances locally).
      logger.warn("Local identity provider not started", { error: String(error) });
      resolve();
    });
    // Loopback only: it signs anyone in as a demo member, so nothing off this machine may reach it.
    server.listen(localIssuerPort(), localIdentityProviderHost, () => {
      logger.info("Local identity provider listening", { issuer: localIssuer() });
      onShutdown(
        () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
            server.closeAllConnections();
          }),
      );
      resolve();
    });
  });
  return started.localIdentityProvider;
}
