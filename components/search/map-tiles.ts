/**
 * Map tiles come from configuration, never from a default internet server: with no
 * NEXT_PUBLIC_MAP_TILE_URL the map draws a plain background (offline, private, and within the
 * site's content security policy). A tile server on another origin must also be allowed in
 * the CSP's img-src; a same-origin tile proxy needs nothing more.
 */
export const mapTiles = {
  url: process.env.NEXT_PUBLIC_MAP_TILE_URL ?? "",
  attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? "",
};
