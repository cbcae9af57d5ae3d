/**
 * The raster banners generate-raster-images.ts draws from a seed photo (an SVG): the wide one for
 * the content template's banner, and its phone crop for the banner's <source media>. Partner copy
 * names them (partners/harbor/content/earn_details.json, the reservations page).
 */
export const rasterBanners = [
  {
    url: "/images/banners/steakhouse-dining-room.jpg",
    source: "/images/merchants/photos/steakhouse-dining-room.svg",
    sourceWidth: 1200,
    width: 1400,
    height: 400,
  },
  {
    url: "/images/banners/steakhouse-dining-room-phone.jpg",
    source: "/images/merchants/photos/steakhouse-dining-room.svg",
    sourceWidth: 1200,
    width: 660,
    height: 400,
  },
] as const;
