import type { MerchantPhoto } from "@/shared/contracts/merchants";
import type { Random } from "./random";

/**
 * The scenes generate-images.ts draws for every cuisine family, with their size. The files are
 * shipped in public/ (nothing is fetched at build or run time); the seed picks 3 to 6 of them.
 */
export const photoScenes = [
  { key: "dining-room", width: 1200, height: 800, alt: (name: string) => `The dining room at ${name}` },
  { key: "dish", width: 1000, height: 1000, alt: (name: string) => `A signature dish at ${name}` },
  { key: "bar", width: 1200, height: 800, alt: (name: string) => `The bar at ${name}` },
  { key: "table", width: 1200, height: 800, alt: (name: string) => `A table set for dinner at ${name}` },
  { key: "patio", width: 1200, height: 800, alt: (name: string) => `Outdoor seating at ${name}` },
  { key: "kitchen", width: 800, height: 1000, alt: (name: string) => `The open kitchen at ${name}` },
] as const;

export function photoUrl(familyKey: string, sceneKey: string): string {
  return `/images/merchants/photos/${familyKey}-${sceneKey}.svg`;
}

/** 3 to 6 distinct photos, the dining room or a dish first (the gallery's opening picture). */
export function photosFor(random: Random, familyKey: string, name: string): MerchantPhoto[] {
  const count = random.int(3, photoScenes.length);
  const [lead, ...rest] = random.sample(photoScenes.slice(0, 2), 2);
  const others = random.sample([...rest, ...photoScenes.slice(2)], count - 1);
  return [lead, ...others].flatMap((scene) =>
    scene
      ? [
          {
            url: photoUrl(familyKey, scene.key),
            width: scene.width,
            height: scene.height,
            alt: scene.alt(name),
          },
        ]
      : [],
  );
}
