/**
 * How wide each kind of image is drawn, as an <img sizes> value, from the layouts' own CSS:
 * breakpoints 451/661/861/1050 px (app/globals.css), content width 1050 px less 1rem padding a
 * side (1018 px of image), site width 1400 px. The browser picks the srcset candidate from it, so
 * a value wider than the layout downloads too many bytes and a narrower one a blurry image.
 */
export const imageLayouts = {
  /** Search results (components/search/search-results.tsx): one column, two from md, one beside the map from lg, two from xl in 3/5 of the site width. */
  "result-card":
    "(min-width: 1400px) 395px, (min-width: 1050px) calc(30vw - 25px), (min-width: 861px) calc(50vw - 28px), (min-width: 661px) calc(50vw - 24px), calc(100vw - 32px)",
  /** Carousel cards are a fixed 250 px (components/content/carousel-track.tsx). */
  "carousel-card": "250px",
  /** The card under the map below lg (search-screen's selected marker), the page's width. */
  "single-card": "calc(100vw - 32px)",
  /** The merchant page's header picture spans the content width. */
  "merchant-header": "(min-width: 1050px) 1018px, calc(100vw - 32px)",
  /** An editorial banner spans the window. */
  "content-banner": "100vw",
  /** The gallery's large photo: the page's main column, beside a 21rem side column from lg. */
  "gallery-photo": "(min-width: 1050px) 642px, (min-width: 861px) calc(100vw - 408px), calc(100vw - 32px)",
  /** Gallery thumbnails: three a row, six from sm. */
  "gallery-thumb":
    "(min-width: 1050px) 100px, (min-width: 861px) calc(17vw - 75px), (min-width: 451px) calc(17vw - 12px), calc(33vw - 16px)",
  /** Menu pages: two a row, four from md. */
  "menu-page":
    "(min-width: 1050px) 152px, (min-width: 861px) calc(25vw - 111px), (min-width: 661px) calc(25vw - 17px), calc(50vw - 22px)",
  /** The location map, in a padded card (2 × 21 px): half the main column from md. */
  "location-map":
    "(min-width: 1050px) 267px, (min-width: 861px) calc(50vw - 258px), (min-width: 661px) calc(50vw - 70px), calc(100vw - 74px)",
  /** Fixed-size pictures (map tiles, logos): drawn at their own width. */
  fixed: "",
} as const;

export type ImageLayout = keyof typeof imageLayouts;
