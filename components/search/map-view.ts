/** A stored map view (public-and-shared §3 Local stored values: map view coordinates). */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export function parseMapView(raw: string | null): MapView | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<MapView>;
    const { latitude, longitude, zoom } = value;
    if (typeof latitude !== "number" || typeof longitude !== "number" || typeof zoom !== "number")
      return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || zoom < 0 || zoom > 20) return null;
    return { latitude, longitude, zoom };
  } catch {
    return null;
  }
}

/** A numbered pin; the number matches the card's position in the list. */
export function pinHtml(index: number, active: boolean): string {
  return `<span class="search-pin${active ? " is-active" : ""}" data-testid="map-pin" data-index="${index}"><span></span></span>`;
}
