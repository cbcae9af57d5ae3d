import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { testDbKinds } from "@/backend/db/testing";
import { builtInReservationProvider } from "@/backend/reservations/built-in-provider";
import { httpReservationProvider } from "@/backend/reservations/http-provider";
import { createProviderApi } from "@/backend/reservations/provider-api";
import { reservationProviderContract } from "./reservation-provider.contract";

const token = "contract-suite-provider-token";

// PostgreSQL too: reservations: the same contract's concurrent bookings, over HTTP.
const kinds = testDbKinds({ dialectMatters: true });

// The HTTP adapter against the provider API served over real HTTP on an ephemeral port (as
// `npm run backend` serves it under /provider), backed by the built-in provider: the same
// contract as the built-in one, through JSON, status codes and the bearer token.
for (const kind of kinds) {
  reservationProviderContract(
    "HTTP adapter",
    async (db) => {
      const api = createProviderApi({ provider: builtInReservationProvider(db), token });
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () => {
          resolve(started);
        });
      });
      const { port } = server.address() as AddressInfo;
      return {
        provider: httpReservationProvider({ baseUrl: `http://127.0.0.1:${port}/provider/`, token }),
        close: () =>
          new Promise<void>((resolve, reject) => {
            server.close((error) => {
              if (error) reject(error);
              else resolve();
            });
          }),
      };
    },
    kind,
  );
}
