import "client-only";
import { defaultLocation, searchGeolocation } from "@/shared/constants";
import { fetchDefaultUserLocation } from "@/lib/client/api/default-location";
import { roundPosition } from "@/shared/geo/round";

/**
 * The search page's location flow (public-and-shared §4): the browser's position rounded to
 * 2 decimals; on denial or failure the server's default location; if that fails too, the
 * fixed New York point. Browser-only.
 */
export interface SearchPosition {
  latitude: number;
  longitude: number;
  /** Where the point came from: the member's browser, the server's default, or the fixed fallback. */
  source: "browser" | "server" | "fixed";
}

export function browserPosition(
  options: PositionOptions = {
    timeout: searchGeolocation.timeout,
    enableHighAccuracy: searchGeolocation.enableHighAccuracy,
    maximumAge: searchGeolocation.maximumAge,
  },
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject(new Error("Geolocation unavailable"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        resolve(roundPosition(position.coords, searchGeolocation.decimals));
      },
      (error) => {
        reject(new Error(error.message || "Geolocation failed"));
      },
      options,
    );
  });
}

export async function fallbackPosition(): Promise<SearchPosition> {
  try {
    const point = await fetchDefaultUserLocation();
    return { ...roundPosition(point, searchGeolocation.decimals), source: "server" };
  } catch {
    return { ...roundPosition(defaultLocation, searchGeolocation.decimals), source: "fixed" };
  }
}

/** Whether the site may read the position without asking: "granted", "prompt", "denied", or no way to tell. */
export type GeolocationPermission = PermissionState | "unsupported";

export async function geolocationPermission(): Promise<GeolocationPermission> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return "unsupported";
  try {
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state;
  } catch {
    // No Permissions API (older Safari): asking would prompt, so treat it as not granted.
    return "unsupported";
  }
}

/**
 * The search page's starting point without a user gesture: the browser's position only when the
 * visitor already granted it (asking would prompt, and a prompt needs a gesture); otherwise,
 * or when the browser fails, the spec's fallback. Says what the permission was, so the page can
 * offer "Use my location" or say the browser blocked it.
 */
export async function searchPosition(): Promise<SearchPosition & { permission: GeolocationPermission }> {
  const permission = await geolocationPermission();
  if (permission === "granted") {
    try {
      return { ...(await browserPosition()), source: "browser", permission };
    } catch {
      // Granted but unavailable (no fix indoors): the fallback below.
    }
  }
  return { ...(await fallbackPosition()), permission };
}
