import { ResponsiveImage } from "@/components/ui/responsive-image";
import { mapSource } from "@/lib/server/map-source";
import { mapTileUrl } from "@/shared/contracts/map";
import { tileOf } from "@/shared/geo/directions";

const zoom = 16;
const tileSize = 256;
/** The map's drawing size; it scales down with the column, keeping its shape. */
const width = 640;
const height = 400;

function Pin() {
  return (
    <svg
      viewBox="0 0 32 44"
      aria-hidden="true"
      className="absolute top-1/2 left-1/2 h-11 w-8 -translate-x-1/2 -translate-y-full drop-shadow"
    >
      <path d="M16 0C7 0 0 7 0 16c0 11 16 28 16 28s16-17 16-28C32 7 25 0 16 0z" fill="var(--brand-primary)" />
      <circle cx="16" cy="16" r="6" fill="white" />
    </svg>
  );
}

/**
 * The restaurant's place on a map, as a picture (no map script on this page). With a tile server
 * configured (MAP_TILE_URL, decision 0067) it is the tiles around the point, through this origin;
 * without one, the shipped street-map drawing. The pin marks the centre.
 */
export function StaticMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const frame =
    "relative block aspect-[8/5] w-full overflow-hidden rounded-xl border border-black/10 bg-[#ece7df]";
  const source = mapSource();
  if (source.kind === "shipped") {
    return (
      <div className={frame} role="img" aria-label={label} data-testid="static-map" data-map="drawing">
        <ResponsiveImage
          src="/images/maps/street-map.svg"
          alt=""
          width={width}
          height={height}
          layout="location-map"
          className="size-full object-cover"
        />
        <Pin />
      </div>
    );
  }
  const { x, y, px, py } = tileOf(latitude, longitude, zoom);
  // Tiles from one left and above to one right and below: enough to cover the frame around the pin.
  const tiles = [-2, -1, 0, 1, 2].flatMap((dx) => [-1, 0, 1].map((dy) => ({ dx, dy })));
  return (
    <div className={frame} role="img" aria-label={label} data-testid="static-map" data-map="tiles">
      <div
        className="absolute top-1/2 left-1/2"
        style={{ transform: `translate(${String(-px)}px, ${String(-py)}px)` }}
      >
        {tiles.map(({ dx, dy }) => (
          // Tiles are placed pixel for pixel: drawn at their own size, never resized.
          <ResponsiveImage
            key={`${String(dx)},${String(dy)}`}
            src={mapTileUrl(zoom, x + dx, y + dy)}
            alt=""
            width={tileSize}
            height={tileSize}
            layout="fixed"
            className="absolute max-w-none"
            style={{ left: dx * tileSize, top: dy * tileSize }}
          />
        ))}
      </div>
      <Pin />
      {source.attribution ? (
        <span className="absolute right-0 bottom-0 bg-white/80 px-1 text-[10px]">{source.attribution}</span>
      ) : null}
    </div>
  );
}
