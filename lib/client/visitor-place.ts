import "client-only";
import { readStored } from "@/lib/client/browser/stored-values";
import { carouselGeolocation } from "@/shared/constants";
import type { VisitorPlace } from "@/shared/merchants/carousel-query";
import { browserPosition, fallbackPosition, geolocationPermission } from "./browser-position";

/**
 * Where the visitor is, as far as the site may know without asking: the browser's position
 * when location access is already granted (never a prompt: that needs the visitor's gesture),
 * else the place they searched last, else the spec's fallback point.
 */
export async function visitorPlace(): Promise<VisitorPlace> {
  if ((await geolocationPermission()) === "granted") {
    try {
      return { source: "browser", ...(await browserPosition(carouselGeolocation)) };
    } catch {
      // Granted but no fix: what the visitor searched, or the fallback, below.
    }
  }
  const searched = readStored("manualSearchLocation");
  if (searched) return { source: "searched", location: searched };
  const { latitude, longitude } = await fallbackPosition();
  return { source: "fallback", latitude, longitude };
}

/** The browser's position after the visitor pressed "Use my location" (this may prompt). */
export async function locatedVisitorPlace(): Promise<VisitorPlace> {
  return { source: "browser", ...(await browserPosition(carouselGeolocation)) };
}
