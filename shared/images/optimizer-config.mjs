// Next's image optimizer settings (next.config.ts `images`) and the <img> srcset the components
// build for it (components/ui/responsive-image.tsx): one list, so every width a page asks for is a
// width the optimizer serves. Plain JavaScript: next.config.ts imports it as it imports
// lib/server/security-headers.mjs.

/** AVIF first, then WebP, by what the browser's Accept header allows. */
export const optimizerFormats = ["image/avif", "image/webp"];

/** The layout's breakpoints, the content width and twice it (high-density phones and desktops). */
export const optimizerDeviceSizes = [451, 661, 861, 1050, 1400, 2100];

/** Widths for pictures drawn smaller than the screen (thumbnails, cards). */
export const optimizerImageSizes = [64, 128, 256, 384];

/** The one quality the optimizer accepts (`images.qualities`). */
export const optimizerQuality = 75;

/** Where Next's optimizer answers. */
export const optimizerPath = "/_next/image";
