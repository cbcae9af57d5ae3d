import "client-only";
import type { DefaultUserLocation } from "@/shared/contracts/default-user-location";
import { getJson, serverChecked } from "./http";

/** The server's default search point, for a visitor whose browser gives no position. */
export function fetchDefaultUserLocation(signal?: AbortSignal) {
  return getJson("/api/DefaultUserLocation", serverChecked<DefaultUserLocation>(), signal);
}
