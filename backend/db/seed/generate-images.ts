// Writes the shipped promo and menu illustrations (run once: `npx tsx backend/db/seed/generate-images.ts`).
// Generated flat SVGs keep the repository small and nothing is ever hot-linked.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cuisineFamilies } from "./cuisines";
import { createRandom } from "./random";

const promoDir = path.join("public", "images", "merchants");
const menuDir = path.join("public", "images", "menus");
mkdirSync(promoDir, { recursive: true });
mkdirSync(menuDir, { recursive: true });

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

cuisineFamilies.forEach((family, i) => {
  writeFileSync(path.join(promoDir, `${family.key}.svg`), promo(family.key, family.palette, 1000 + i));
});
for (let n = 1; n <= 4; n += 1) writeFileSync(path.join(menuDir, `menu-${n}.svg`), menu(n));
console.log(`Wrote ${cuisineFamilies.length} promo images and 4 menu images.`);
