import {
  optimizerDeviceSizes,
  optimizerImageSizes,
  optimizerPath,
  optimizerQuality,
} from "./optimizer-config.mjs";

/** The optimizer's address for one width of a picture, as Next's own loader writes it. */
export function optimizerUrl(src: string, width: number): string {
  return `${optimizerPath}?url=${encodeURIComponent(src)}&w=${String(width)}&q=${String(optimizerQuality)}`;
}

/**
 * The srcset candidates Next's image component would offer. With `sizes` (a picture whose drawn
 * width follows the viewport): every width the optimizer serves, from the smallest the narrowest
 * `vw` share of the first breakpoint needs, as `w` descriptors. Without (drawn at `width` CSS
 * pixels): that width and twice it, each rounded up to a served width, as 1x and 2x. src is the
 * widest, for browsers that ignore srcset.
 */
export function optimizerSrcSet(
  src: string,
  sizes: string | undefined,
  width: number,
): { src: string; srcSet: string } {
  const all = [...optimizerImageSizes, ...optimizerDeviceSizes].sort((a, b) => a - b);
  const widest = all[all.length - 1] ?? width;
  if (!sizes) {
    const densities = [
      ...new Set([width, width * 2].map((w) => all.find((served) => served >= w) ?? widest)),
    ];
    return {
      src: optimizerUrl(src, densities[densities.length - 1] ?? widest),
      srcSet: densities.map((w, index) => `${optimizerUrl(src, w)} ${String(index + 1)}x`).join(", "),
    };
  }
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const smallest = shares.length > 0 ? (Math.min(...shares) / 100) * (optimizerDeviceSizes[0] ?? 0) : 0;
  const widths = all.filter((w) => w >= smallest);
  return {
    src: optimizerUrl(src, widths[widths.length - 1] ?? widest),
    srcSet: widths.map((w) => `${optimizerUrl(src, w)} ${String(w)}w`).join(", "),
  };
}
