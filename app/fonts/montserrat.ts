import localFont from "next/font/local";

/**
 * Montserrat 400 and 700, latin (the copy is English), served by the app itself: the files are
 * preloaded from the page's head, shown with font-display: swap, and the fallback font is sized
 * to Montserrat's metrics (adjustFontFallback) so the swap moves nothing. Files from
 * @fontsource/montserrat 5.3.0, licence in OFL.txt beside them, with their TrueType hinting
 * removed (every glyph, feature and metric kept; 18.8 -> 15.3 KB each): hinting only steers
 * Windows' rasteriser at small sizes and other platforms ignore it, while the two files are the
 * largest part of a first visit after the framework's JavaScript (docs/performance.md,
 * Lighthouse). Made with fontTools:
 *   pyftsubset <file> --unicodes='*' --glyphs='*' --layout-features='*' --name-IDs='*' \
 *     --name-languages='*' --notdef-outline --no-hinting --flavor=woff2 --output-file=<file>
 */
export const montserrat = localFont({
  src: [
    { path: "./montserrat-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./montserrat-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-montserrat",
});
