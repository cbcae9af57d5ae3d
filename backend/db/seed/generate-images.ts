// Writes the shipped promo, photo and menu illustrations (run once: `npx tsx backend/db/seed/generate-images.ts`).
// Generated flat SVGs keep the repository small and nothing is ever hot-linked.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cuisineFamilies } from "./cuisines";
import { photoScenes, photoUrl } from "./photos";
import { createRandom } from "./random";

const promoDir = path.join("public", "images", "merchants");
const menuDir = path.join("public", "images", "menus");
mkdirSync(promoDir, { recursive: true });
mkdirSync(menuDir, { recursive: true });
mkdirSync(path.join("public", "images", "merchants", "photos"), { recursive: true });

function promo(key: string, [dark, light]: readonly [string, string], seed: number): string {
  const random = createRandom(seed);
  const circles = Array.from({ length: 7 }, () => {
    const r = random.int(30, 120);
    return `<circle cx="${random.int(0, 600)}" cy="${random.int(0, 400)}" r="${r}" fill="${random.chance(0.5) ? light : "#ffffff"}" fill-opacity="${(0.12 + random.next() * 0.25).toFixed(2)}"/>`;
  }).join("");
  // A plate, fork and knife: reads as "restaurant" at any size without text.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-label="${key} restaurant illustration"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/>${circles}<circle cx="300" cy="200" r="96" fill="#ffffff" fill-opacity="0.92"/><circle cx="300" cy="200" r="70" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="6"/><rect x="168" y="120" width="10" height="160" rx="5" fill="#ffffff" fill-opacity="0.92"/><rect x="422" y="120" width="12" height="160" rx="6" fill="#ffffff" fill-opacity="0.92"/></svg>\n`;
}

function menu(n: number): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 90 + i * 30;
    const width = 180 + ((i * 37 + n * 53) % 140);
    return `<rect x="60" y="${y}" width="${width}" height="10" rx="5" fill="#3a3a3a" fill-opacity="0.55"/><rect x="${420 - (i % 3) * 6}" y="${y}" width="60" height="10" rx="5" fill="#3a3a3a" fill-opacity="0.4"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 400" width="540" height="400" role="img" aria-label="Menu page ${n}"><rect width="540" height="400" fill="#fbf7ef"/><rect x="20" y="20" width="500" height="360" fill="none" stroke="#c9b79c" stroke-width="3"/><rect x="170" y="44" width="200" height="18" rx="9" fill="#7a5c3e"/>${lines}</svg>\n`;
}

type Palette = readonly [string, string];

/** Flat drawings of each scene in the family's colours: recognisable, light, and ours to ship. */
const sceneDrawings: Record<
  (typeof photoScenes)[number]["key"],
  (p: Palette, w: number, h: number) => string
> = {
  "dining-room": ([dark, light], w, h) =>
    `<rect width="${w}" height="${h * 0.62}" fill="${light}"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${dark}" fill-opacity="0.75"/>` +
    [0.15, 0.45, 0.75]
      .map(
        (x) =>
          `<rect x="${w * x}" y="${h * 0.12}" width="${w * 0.12}" height="${h * 0.3}" rx="8" fill="#ffffff" fill-opacity="0.7"/><line x1="${w * x + w * 0.06}" y1="0" x2="${w * x + w * 0.06}" y2="${h * 0.5}" stroke="#3a3a3a" stroke-width="3"/><circle cx="${w * x + w * 0.06}" cy="${h * 0.52}" r="18" fill="#ffd98a"/><rect x="${w * x - w * 0.04}" y="${h * 0.66}" width="${w * 0.2}" height="${h * 0.06}" rx="6" fill="#ffffff" fill-opacity="0.9"/><rect x="${w * x + w * 0.05}" y="${h * 0.72}" width="12" height="${h * 0.16}" fill="#ffffff" fill-opacity="0.8"/>`,
      )
      .join(""),
  dish: ([dark, light], w, h) =>
    `<rect width="${w}" height="${h}" fill="${dark}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.36}" fill="#ffffff"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.27}" fill="none" stroke="${light}" stroke-width="10"/><circle cx="${w * 0.45}" cy="${h * 0.47}" r="${w * 0.11}" fill="${light}"/><circle cx="${w * 0.57}" cy="${h * 0.55}" r="${w * 0.08}" fill="${dark}" fill-opacity="0.7"/><circle cx="${w * 0.55}" cy="${h * 0.42}" r="${w * 0.04}" fill="#5c9e4a"/><rect x="${w * 0.06}" y="${h * 0.2}" width="18" height="${h * 0.6}" rx="9" fill="#ffffff" fill-opacity="0.85"/><rect x="${w * 0.91}" y="${h * 0.2}" width="20" height="${h * 0.6}" rx="10" fill="#ffffff" fill-opacity="0.85"/>`,
  bar: ([dark, light], w, h) =>
    `<rect width="${w}" height="${h}" fill="${dark}"/>` +
    [0.18, 0.36]
      .map((y) => `<rect x="0" y="${h * y}" width="${w}" height="10" fill="${light}" fill-opacity="0.8"/>`)
      .join("") +
    Array.from({ length: 14 }, (_, i) => {
      const x = w * 0.05 + i * w * 0.065;
      const shelf = i % 2 === 0 ? 0.18 : 0.36;
      return `<rect x="${x}" y="${h * shelf - 70}" width="26" height="70" rx="8" fill="${i % 3 === 0 ? "#ffffff" : light}" fill-opacity="0.75"/>`;
    }).join("") +
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.08}" fill="${light}"/><rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="#000000" fill-opacity="0.35"/>`,
  table: ([dark, light], w, h) =>
    `<rect width="${w}" height="${h}" fill="${light}"/><ellipse cx="${w / 2}" cy="${h * 0.55}" rx="${w * 0.42}" ry="${h * 0.36}" fill="#ffffff"/>` +
    [0.33, 0.67]
      .map(
        (x) =>
          `<circle cx="${w * x}" cy="${h * 0.55}" r="${h * 0.14}" fill="#ffffff" stroke="${dark}" stroke-width="6"/><circle cx="${w * x}" cy="${h * 0.55}" r="${h * 0.07}" fill="${dark}" fill-opacity="0.6"/><circle cx="${w * x + w * 0.09}" cy="${h * 0.36}" r="${h * 0.04}" fill="none" stroke="#8aa" stroke-width="5"/>`,
      )
      .join("") +
    `<rect x="${w / 2 - 10}" y="${h * 0.4}" width="20" height="${h * 0.12}" fill="#fff6d8" stroke="${dark}" stroke-width="3"/><circle cx="${w / 2}" cy="${h * 0.37}" r="9" fill="#ffb93b"/>`,
  patio: ([dark, light], w, h) =>
    `<rect width="${w}" height="${h * 0.55}" fill="#bfe3f2"/><rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${light}"/>` +
    [0.25, 0.7]
      .map(
        (x) =>
          `<path d="M${w * x - w * 0.14} ${h * 0.3} Q${w * x} ${h * 0.08} ${w * x + w * 0.14} ${h * 0.3} Z" fill="${dark}"/><rect x="${w * x - 5}" y="${h * 0.3}" width="10" height="${h * 0.38}" fill="#555"/><ellipse cx="${w * x}" cy="${h * 0.68}" rx="${w * 0.1}" ry="${h * 0.03}" fill="#ffffff"/>`,
      )
      .join("") +
    `<circle cx="${w * 0.06}" cy="${h * 0.72}" r="${h * 0.1}" fill="#4f8a3c"/><circle cx="${w * 0.95}" cy="${h * 0.7}" r="${h * 0.12}" fill="#4f8a3c"/>`,
  kitchen: ([dark, light], w, h) =>
    `<rect width="${w}" height="${h}" fill="#e9e6e1"/><path d="M${w * 0.2} 0 H${w * 0.8} L${w * 0.7} ${h * 0.22} H${w * 0.3} Z" fill="#b9b9b9"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${dark}"/><rect y="${h * 0.58}" width="${w}" height="${h * 0.05}" fill="#cfcfcf"/>` +
    [0.25, 0.55]
      .map(
        (x) =>
          `<ellipse cx="${w * x + w * 0.1}" cy="${h * 0.56}" rx="${w * 0.12}" ry="${h * 0.02}" fill="#333"/><rect x="${w * x + w * 0.21}" y="${h * 0.55}" width="${w * 0.12}" height="12" fill="#333"/><path d="M${w * x + w * 0.05} ${h * 0.5} q10 -30 0 -60 M${w * x + w * 0.12} ${h * 0.5} q10 -30 0 -60" stroke="#ffffff" stroke-width="5" fill="none" stroke-opacity="0.8"/>`,
      )
      .join("") +
    `<rect x="${w * 0.1}" y="${h * 0.3}" width="${w * 0.8}" height="8" fill="${light}"/>`,
};

function photo(scene: (typeof photoScenes)[number], palette: Palette): string {
  const { width: w, height: h } = scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${sceneDrawings[scene.key](palette, w, h)}</svg>\n`;
}

cuisineFamilies.forEach((family, i) => {
  writeFileSync(path.join(promoDir, `${family.key}.svg`), promo(family.key, family.palette, 1000 + i));
});
for (const family of cuisineFamilies) {
  for (const scene of photoScenes) {
    writeFileSync(path.join("public", photoUrl(family.key, scene.key)), photo(scene, family.palette));
  }
}
/**
 * The merchant page's map when no tile server is configured: a street grid with a park and a
 * river, the restaurant's pin drawn over its centre by the page. Nothing is fetched from a map
 * provider.
 */
function streetMap(): string {
  const random = createRandom(4242);
  const streets = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + i * 70 + random.int(-8, 8);
    const y = 30 + i * 45 + random.int(-6, 6);
    const major = i % 4 === 1;
    return `<rect x="${x}" y="0" width="${major ? 14 : 7}" height="400" fill="#ffffff"/><rect x="0" y="${y}" width="640" height="${major ? 14 : 7}" fill="#ffffff"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400"><rect width="640" height="400" fill="#ece7df"/><rect x="388" y="52" width="150" height="112" rx="10" fill="#cfe3c1"/><path d="M0 330 C 160 290, 260 380, 420 330 S 640 300, 640 300 V 400 H 0 Z" fill="#bcd8ea"/>${streets}<path d="M0 150 L 640 250" stroke="#f6d47c" stroke-width="12"/></svg>\n`;
}
mkdirSync(path.join("public", "images", "maps"), { recursive: true });
writeFileSync(path.join("public", "images", "maps", "street-map.svg"), streetMap());

for (let n = 1; n <= 4; n += 1) writeFileSync(path.join(menuDir, `menu-${n}.svg`), menu(n));
console.log(
  `Wrote ${cuisineFamilies.length} promo images, ${cuisineFamilies.length * photoScenes.length} photos and 4 menu images.`,
);
