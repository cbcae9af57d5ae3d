/**
 * How far in from each edge of the map "Search this area" looks, in pixels: the zoom control
 * (top left), the button itself (top middle) and the pins, which stand above their point. A
 * restaurant found in the area then has its whole pin in view, clear of the controls.
 */
export const searchAreaInset = { top: 64, left: 56, right: 20, bottom: 12 } as const;

/** The box of the map's view inside the inset, as the four corners' pixels. */
export function insetCorners(size: { x: number; y: number }): {
  topLeft: [number, number];
  bottomRight: [number, number];
} {
  const { top, left, right, bottom } = searchAreaInset;
  // A map too small for the inset (a phone turned sideways) searches its whole view.
  if (size.x <= left + right || size.y <= top + bottom)
    return { topLeft: [0, 0], bottomRight: [size.x, size.y] };
  return { topLeft: [left, top], bottomRight: [size.x - right, size.y - bottom] };
}
