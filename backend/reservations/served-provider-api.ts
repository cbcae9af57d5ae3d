import "server-only";
import { getDb } from "@/backend/db/client";
import { env } from "@/platform/env";
import { builtInReservationProvider } from "./built-in-provider";
import { createProviderApi } from "./provider-api";

/**
 * The provider API `npm run backend` serves under /provider when RESERVATION_PROVIDER_SERVE is
 * on, or null. It always answers from the built-in provider on this backend's own database, even
 * when RESERVATION_PROVIDER_URL points elsewhere (it is that "elsewhere" for another deployment).
 */
export async function servedProviderApi(): Promise<ReturnType<typeof createProviderApi> | null> {
  const { RESERVATION_PROVIDER_SERVE, RESERVATION_PROVIDER_TOKEN, APP_ENV } = env();
  if (!RESERVATION_PROVIDER_SERVE) return null;
  // Without a token anyone who reaches the port could book and read bookings by number.
  if (!RESERVATION_PROVIDER_TOKEN && (APP_ENV === "production" || APP_ENV === "staging")) {
    throw new Error("RESERVATION_PROVIDER_SERVE needs RESERVATION_PROVIDER_TOKEN outside local and test");
  }
  return createProviderApi({
    provider: builtInReservationProvider(await getDb()),
    token: RESERVATION_PROVIDER_TOKEN,
  });
}
