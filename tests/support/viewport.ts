/**
 * jsdom has no matchMedia. This one answers width queries for a screen `width` px wide (the
 * overlay queue asks whether it is a phone) and `(display-mode: standalone)` with false (the
 * install banner asks whether the site runs installed). Call before rendering; call again to
 * change the width.
 */
export function stubViewport(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /\(min-width: (\d+)px\)/.exec(query)?.[1];
    const max = /\(max-width: (\d+)px\)/.exec(query)?.[1];
    const matches =
      (min !== undefined || max !== undefined) &&
      (min === undefined || width >= Number(min)) &&
      (max === undefined || width <= Number(max));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}
