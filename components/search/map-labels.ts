import type { MapPlace } from "@/shared/contracts/map";

/** A place to write on the map, at its pixel position in the map's box. */
export interface PlacedLabel {
  readonly place: MapPlace;
  readonly x: number;
  readonly y: number;
}

/** The smallest place (in ZIP codes) written at each zoom: farther out, only the larger ones. */
export function minimumPlaceSize(zoom: number): number {
  if (zoom >= 12) return 1;
  if (zoom >= 10) return 3;
  if (zoom >= 8) return 10;
  return 40;
}

/** Room a label takes around its point, in pixels: wide enough for most place names. */
const cell = { width: 130, height: 26 };

/**
 * Which place names the map writes for this view: inside the box, large enough for the zoom,
 * larger places first, and never two in the same patch of map, so names do not overlap.
 */
export function chooseLabels(
  candidates: readonly PlacedLabel[],
  box: { width: number; height: number },
  zoom: number,
  most = 30,
): PlacedLabel[] {
  const minimum = minimumPlaceSize(zoom);
  const taken = new Set<string>();
  const chosen: PlacedLabel[] = [];
  const ordered = [...candidates].sort((a, b) => b.place.size - a.place.size);
  for (const label of ordered) {
    if (chosen.length >= most) break;
    if (label.place.size < minimum) continue;
    // The whole name inside the view: a name cut by the map's edge reads as another word.
    const halfWidth = label.place.name.length * 3.6 + 4;
    if (label.x < halfWidth || label.y < 10 || label.x > box.width - halfWidth || label.y > box.height - 10)
      continue;
    const column = Math.floor(label.x / cell.width);
    const row = Math.floor(label.y / cell.height);
    // The patch and the eight around it: a name near a patch's edge reaches into the next one.
    const patches = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => `${column + dx}:${row + dy}`));
    if (patches.some((patch) => taken.has(patch))) continue;
    taken.add(`${column}:${row}`);
    chosen.push(label);
  }
  return chosen;
}
