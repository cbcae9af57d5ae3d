import type { MerchantReview } from "@/shared/contracts/merchants";
import type { Random } from "./random";

const dayMs = 86_400_000;

/**
 * What diners write at each star rating, and how the restaurant answers it: a three-star visit
 * reads as mixed, never as "Amazing!", and a reply to a poor review apologises.
 */
export const reviewWording: Readonly<
  Record<1 | 2 | 3 | 4 | 5, { texts: readonly string[]; replies: readonly string[] }>
> = {
  5: {
    texts: [
      "Amazing meal from start to finish. Every dish was a highlight and the staff made us feel at home.",
      "Our new favourite. Perfectly cooked food, generous portions and a warm, attentive team.",
      "Outstanding in every way. We celebrated a birthday here and they made it special.",
    ],
    replies: [
      "Thank you so much! We are thrilled you loved it and cannot wait to welcome you back.",
      "What a lovely review. Thank you for celebrating with us; the whole team was delighted to read it.",
    ],
  },
  4: {
    texts: [
      "Really good food and friendly service. The mains were excellent; dessert was just fine.",
      "A solid choice for dinner. Great flavours, though it got a little loud later in the evening.",
      "Very enjoyable visit. Fresh ingredients and fair prices; we waited a few minutes for our table.",
    ],
    replies: [
      "Thank you for the kind words! We have passed your note about dessert on to the kitchen.",
      "Thanks for dining with us. We are glad you enjoyed it and hope to see you again soon.",
    ],
  },
  3: {
    texts: [
      "Decent but uneven. Some dishes were good, others were bland, and service was slow at times.",
      "An okay meal. Nothing wrong with it, nothing memorable either.",
      "Mixed experience: the starters were nice, the main course arrived lukewarm.",
    ],
    replies: [
      "Thank you for the honest feedback. We are working on consistency and would love another chance.",
      "We appreciate you telling us. The kitchen is looking at how mains reach the table hot.",
    ],
  },
  2: {
    texts: [
      "Disappointing. We waited a long time and the food did not live up to the menu.",
      "Below expectations: an overcooked main and a server who seemed overwhelmed.",
    ],
    replies: [
      "We are sorry your visit fell short. Please contact us so we can make it right.",
      "Thank you for letting us know, and our apologies. We have added staff on busy nights.",
    ],
  },
  1: {
    texts: ["A poor experience. Our order was wrong twice and nobody checked on us."],
    replies: [
      "We are very sorry. This is not the standard we hold ourselves to; please get in touch with our manager.",
    ],
  },
};

const firstNames = [
  "Alex",
  "Priya",
  "Marcus",
  "Elena",
  "Sam",
  "Jordan",
  "Mei",
  "Carlos",
  "Hannah",
  "Omar",
  "Grace",
  "Luis",
];
const lastInitials = "ABCDEFGHJKLMNPRSTW";

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * 3 to 5 recent reviews, newest first, whose stars sit around the merchant's rating, with the
 * restaurant's reply on most of them (always on the newest).
 */
export function reviewsFor(random: Random, rating: number, now: number): MerchantReview[] {
  const count = random.int(3, 5);
  let daysAgo = random.int(1, 12);
  return Array.from({ length: count }, (_, index) => {
    // Within a star of the rating: a 3.3 gets twos to fours, never a five.
    const low = Math.max(1, Math.floor(rating) - 1);
    const high = Math.min(5, Math.floor(rating) + 1);
    const stars = Math.min(high, Math.max(low, Math.round(rating + random.gaussian() * 1.6))) as
      1 | 2 | 3 | 4 | 5;
    const wording = reviewWording[stars];
    const review: MerchantReview = {
      author: `${random.pick(firstNames)} ${lastInitials.charAt(random.int(0, lastInitials.length - 1))}.`,
      rating: stars,
      text: random.pick(wording.texts),
      reply: index === 0 || random.chance(0.7) ? random.pick(wording.replies) : null,
      date: isoDate(now - daysAgo * dayMs),
    };
    daysAgo += random.int(3, 30);
    return review;
  });
}
