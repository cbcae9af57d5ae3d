import "client-only";
import { defaultUserLocationSchema } from "@/lib/shared/contracts/default-user-location";
import { getJson } from "./http";

/** The server's default search point, for a visitor whose browser gives no position. */
export function fetchDefaultUserLocation(signal?: AbortSignal) {
  return getJson("/api/DefaultUserLocation", defaultUserLocationSchema, signal);
}
