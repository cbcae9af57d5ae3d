import "server-only";

/** How long a tile may take: a map with a slow tile server falls back to its own drawing. */
const tileTimeoutMs = 5000;

/** A tile's bytes and type, or null when the tile server did not give one. */
export interface Tile {
  readonly body: ArrayBuffer;
  readonly contentType: string;
}

/**
 * One tile of the deployment's tile server (MAP_TILE_URL, decision 0067). Only image answers
 * count: an error page from the server is no tile.
 */
export async function fetchTile(
  template: string,
  tile: { z: number; x: number; y: number },
): Promise<Tile | null> {
  const url = template
    .replace("{s}", "a")
    .replace("{z}", String(tile.z))
    .replace("{x}", String(tile.x))
    .replace("{y}", String(tile.y))
    .replace("{r}", "");
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(tileTimeoutMs) });
    const contentType = answer.headers.get("content-type") ?? "";
    if (!answer.ok || !contentType.startsWith("image/")) return null;
    return { body: await answer.arrayBuffer(), contentType };
  } catch {
    return null;
  }
}
