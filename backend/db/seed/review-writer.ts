import type { Random } from "./random";
import { anyDishes, familyDishes, reviewWording, type Stars } from "./review-wording";

/** Draws before a writer gives up on finding words nobody in the seed has used yet. */
const attempts = 40;

/**
 * Writes demo reviews that no other review in the seed shares: two diners never post the same
 * words. It remembers every text it wrote (and the ones it was given), and draws again on a
 * repeat; deterministic, as the seed is, because it is fed one seeded generator in a fixed order.
 */
export interface ReviewWriter {
  /** A new review's text at `stars` for a restaurant of cuisine family `family` (any kind when unknown). */
  write(random: Random, stars: Stars, family?: string): string;
}

export function createReviewWriter(taken: Iterable<string> = []): ReviewWriter {
  const used = new Set(taken);
  return {
    write(random, stars, family) {
      const words = reviewWording[stars];
      const dishes = (family === undefined ? undefined : familyDishes[family]) ?? anyDishes;
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const parts = [
          random.pick(words.openings),
          random.pick(words.dishLines).replace("DISH", random.pick(dishes)),
          random.pick(words.visitLines),
        ];
        // Most reviews end on a last word; a third stop after the visit.
        if (random.chance(2 / 3)) parts.push(random.pick(words.lastWords));
        const text = parts.join(" ");
        if (!used.has(text)) {
          used.add(text);
          return text;
        }
      }
      throw new Error(`No unused ${String(stars)}-star review words left for ${family ?? "any"} restaurants`);
    },
  };
}
