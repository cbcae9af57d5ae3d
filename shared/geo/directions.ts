/** Where the restaurant is, for a directions link. */
export interface Destination {
  latitude: number;
  longitude: number;
  name: string;
}

/** A maps website's directions to the point: works in any browser, on any device. */
export function mapsDirectionsUrl({ latitude, longitude }: Destination): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${String(latitude)},${String(longitude)}`;
}

/** RFC 5870 geo: URI with a labelled query, which phones hand to their maps app. */
export function geoUri({ latitude, longitude, name }: Destination): string {
  return `geo:${String(latitude)},${String(longitude)}?q=${String(latitude)},${String(longitude)}(${encodeURIComponent(name)})`;
}

/**
 * Whether the browser is a phone that opens geo: links in its maps app. iPhones have no handler
 * for geo: (the link would do nothing), so they keep the maps website, which opens Apple or
 * Google Maps there.
 */
export function opensGeoLinks(userAgent: string, mobileHint?: boolean): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return false;
  // The client hint, where the browser sends one, or the user agent's own words.
  return mobileHint === true || /Android.+Mobile|Mobile.+Android|Windows Phone/i.test(userAgent);
}

/** Slippy-map tile (x, y) and the point's pixel offset inside it, at `zoom`. */
export function tileOf(
  latitude: number,
  longitude: number,
  zoom: number,
): { x: number; y: number; px: number; py: number } {
  const scale = 2 ** zoom;
  const rad = (latitude * Math.PI) / 180;
  const fx = ((longitude + 180) / 360) * scale;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { x, y, px: Math.round((fx - x) * 256), py: Math.round((fy - y) * 256) };
}
