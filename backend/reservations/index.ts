import "server-only";
import type { Db } from "@/backend/db/client";
import { env } from "@/platform/env";
import { builtInReservationProvider } from "./built-in-provider";
import { httpReservationProvider } from "./http-provider";
import type { ReservationProvider } from "./provider";

export { ReservationProviderError, type ReservationProvider } from "./provider";

/**
 * The reservation provider this deployment uses: the OpenTable-style API at
 * RESERVATION_PROVIDER_URL when set, else the built-in one on our own database.
 */
export function reservationProvider(db: Db): ReservationProvider {
  const { RESERVATION_PROVIDER_URL, RESERVATION_PROVIDER_TOKEN } = env();
  if (RESERVATION_PROVIDER_URL) {
    return httpReservationProvider({ baseUrl: RESERVATION_PROVIDER_URL, token: RESERVATION_PROVIDER_TOKEN });
  }
  return builtInReservationProvider(db);
}
