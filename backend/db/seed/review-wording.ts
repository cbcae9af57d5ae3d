/** A review's stars. */
export type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * What diners write at each star rating, in parts a review is put together from (an opening, a
 * line about a dish, one about the visit, sometimes a last word), and how the restaurant answers
 * it: a three-star visit reads as mixed, never as "Amazing!", and a reply to a poor review
 * apologises. DISH stands for a dish of the restaurant's kind. Each star level's openings are its
 * own, so a review's words can be told from its opening (reviewStarsOf).
 */
export const reviewWording: Readonly<
  Record<
    Stars,
    {
      openings: readonly string[];
      dishLines: readonly string[];
      visitLines: readonly string[];
      lastWords: readonly string[];
      replies: readonly string[];
    }
  >
> = {
  5: {
    openings: [
      "Amazing meal from start to finish.",
      "Our new favorite in the neighborhood.",
      "Outstanding in every way.",
      "One of the best dinners we have had all year.",
      "Worth every penny.",
      "Everything was just right.",
      "We have not stopped talking about this place.",
      "Five stars without a second thought.",
      "Simply wonderful.",
      "What a find.",
    ],
    dishLines: [
      "The DISH was the best we have had in years.",
      "Do not skip the DISH; it is superb.",
      "We ordered the DISH twice, it was that good.",
      "The DISH alone is worth the trip.",
      "Every bite of the DISH was a delight.",
    ],
    visitLines: [
      "Our server remembered every detail and made us feel at home.",
      "We celebrated a birthday and the staff made it special.",
      "The team was warm, quick and genuinely kind.",
      "Service was attentive without ever hovering.",
      "The bartender's suggestions were excellent.",
      "Even on a packed Saturday the kitchen never missed a beat.",
      "The host found us a table at short notice.",
      "The manager stopped by to check that everything was right.",
    ],
    lastWords: [
      "We will be back soon.",
      "Already planning our next visit.",
      "Highly recommended.",
      "Bring friends; you will want to share.",
      "Book ahead on weekends.",
      "Cannot wait to return.",
    ],
    replies: [
      "Thank you so much! We are thrilled you loved it and cannot wait to welcome you back.",
      "What a lovely review. Thank you for celebrating with us; the whole team was delighted to read it.",
      "Thank you for the kind words. We have shared them with the kitchen, who were all smiles.",
      "We are so glad you enjoyed your evening. See you again soon!",
    ],
  },
  4: {
    openings: [
      "Really good food and friendly service.",
      "A solid choice for dinner.",
      "Very enjoyable visit.",
      "Good night out overall.",
      "Pleasant evening with a couple of small hiccups.",
      "We would happily come back.",
      "Lovely spot with a relaxed feel.",
      "Tasty food at fair prices.",
      "Better than we expected.",
      "A reliable standby of ours.",
    ],
    dishLines: [
      "The DISH was excellent, though dessert was just fine.",
      "The DISH was very good, if a little salty.",
      "We enjoyed the DISH, and the portions were generous.",
      "The DISH was the highlight of the meal.",
      "The DISH was tasty, but the sides were forgettable.",
    ],
    visitLines: [
      "It got a little loud later in the evening.",
      "We waited a few minutes for our table.",
      "Service was friendly if a bit slow at the end.",
      "Our server was helpful with the menu.",
      "Drinks took a while, but the food came quickly.",
      "Parking nearby was tricky.",
      "The room was cozy, maybe a little cramped.",
      "The staff were cheerful and accommodating.",
    ],
    lastWords: [
      "We will be back.",
      "Recommended for a casual dinner.",
      "Good value for the area.",
      "Worth a visit.",
      "Four stars from us.",
      "Next time we will try something new from the menu.",
    ],
    replies: [
      "Thank you for the kind words! We have passed your note on to the kitchen.",
      "Thanks for dining with us. We are glad you enjoyed it and hope to see you again soon.",
      "Thank you for the feedback; we are working on the little things you mentioned.",
      "We appreciate the review and look forward to your next visit.",
    ],
  },
  3: {
    openings: [
      "Decent but uneven.",
      "An okay meal.",
      "Mixed experience.",
      "Fine, nothing special.",
      "Somewhere in the middle.",
      "Some hits, some misses.",
      "Not bad, not memorable either.",
      "An average night out.",
    ],
    dishLines: [
      "The DISH was good, but other dishes were bland.",
      "The DISH arrived lukewarm.",
      "The DISH was fine, if a little overpriced.",
      "The DISH was better on our last visit.",
      "We liked the DISH; the rest was forgettable.",
    ],
    visitLines: [
      "Service was slow at times.",
      "Our server seemed rushed.",
      "The room was noisy and we struggled to talk.",
      "We waited a while to order.",
      "Our table by the kitchen door was not ideal.",
      "The staff were polite but hard to flag down.",
      "The menu online did not match what they had.",
    ],
    lastWords: [
      "We might give it another try.",
      "Maybe on a quieter night.",
      "Probably not our first pick.",
      "It has potential.",
      "Three stars feels fair.",
    ],
    replies: [
      "Thank you for the honest feedback. We are working on consistency and would love another chance.",
      "We appreciate you telling us. The kitchen is looking at how dishes reach the table hot.",
      "Thanks for the review. We have shared it with the team so your next visit is better.",
    ],
  },
  2: {
    openings: [
      "Disappointing.",
      "Below expectations.",
      "Not what we hoped for.",
      "Hard to recommend.",
      "A letdown this time.",
      "Sadly not great.",
    ],
    dishLines: [
      "The DISH was overcooked.",
      "The DISH did not live up to the menu.",
      "The DISH came out cold.",
      "The DISH was bland and small for the price.",
    ],
    visitLines: [
      "We waited a long time for our food.",
      "Our server seemed overwhelmed.",
      "Nobody checked on us after the food arrived.",
      "The bill had a mistake we had to point out.",
      "Our booking was lost and we waited at the bar.",
    ],
    lastWords: [
      "We hope they sort it out.",
      "We will not rush back.",
      "Maybe an off night.",
      "We expected more.",
    ],
    replies: [
      "We are sorry your visit fell short. Please contact us so we can make it right.",
      "Thank you for letting us know, and our apologies. We have added staff on busy nights.",
    ],
  },
  1: {
    openings: [
      "A poor experience.",
      "Very disappointing.",
      "Not good at all.",
      "Avoid it on busy nights.",
      "The worst meal we have had in a while.",
    ],
    dishLines: [
      "The DISH was wrong twice.",
      "The DISH was inedible.",
      "The DISH never arrived.",
      "The DISH was cold and greasy.",
    ],
    visitLines: [
      "Nobody checked on us.",
      "We asked for the manager and nobody came.",
      "We waited over an hour.",
      "The staff were rude when we raised it.",
    ],
    lastWords: ["We will not be back.", "Such a shame.", "Not for us."],
    replies: [
      "We are very sorry. This is not the standard we hold ourselves to; please get in touch with our manager.",
    ],
  },
};

/** Dishes of each cuisine family (backend/db/seed/cuisines.ts keys), as diners name them. */
export const familyDishes: Readonly<Record<string, readonly string[]>> = {
  italian: ["cacio e pepe", "lasagna", "osso buco", "mushroom risotto", "tiramisu"],
  sushi: ["omakase", "spicy tuna roll", "tonkotsu ramen", "salmon nigiri", "miso black cod"],
  mexican: ["al pastor tacos", "mole poblano", "chiles rellenos", "guacamole", "carnitas"],
  american: ["cheeseburger", "fried chicken", "mac and cheese", "meatloaf", "pot roast"],
  chinese: ["soup dumplings", "mapo tofu", "Peking duck", "kung pao chicken", "dan dan noodles"],
  thai: ["pad thai", "green curry", "khao soi", "papaya salad", "massaman curry"],
  indian: ["butter chicken", "lamb biryani", "saag paneer", "garlic naan", "chana masala"],
  french: ["steak frites", "duck confit", "onion soup", "coq au vin", "crème brûlée"],
  mediterranean: ["falafel plate", "lamb kofta", "hummus", "chicken shawarma", "grilled halloumi"],
  seafood: ["lobster roll", "clam chowder", "grilled octopus", "fish tacos", "oyster platter"],
  steakhouse: ["ribeye", "filet mignon", "creamed spinach", "wedge salad", "porterhouse"],
  pizza: ["margherita", "pepperoni pie", "white pizza", "garlic knots", "calzone"],
  korean: ["bibimbap", "bulgogi", "kimchi stew", "Korean fried chicken", "japchae"],
  vietnamese: ["pho", "banh mi", "spring rolls", "bun cha", "lemongrass chicken"],
  bbq: ["brisket", "pulled pork", "burnt ends", "smoked ribs", "cornbread"],
  cafe: ["avocado toast", "almond croissant", "breakfast sandwich", "oat milk latte", "spinach quiche"],
  pub: ["fish and chips", "shepherd's pie", "pub burger", "chicken wings", "bangers and mash"],
  vegetarian: ["grain bowl", "cauliflower steak", "veggie burger", "lentil soup", "mushroom tacos"],
  tapas: ["patatas bravas", "gambas al ajillo", "croquetas", "seafood paella", "jamón plate"],
  greek: ["moussaka", "lamb souvlaki", "spanakopita", "Greek salad", "grilled branzino"],
};

/** Dishes any restaurant may serve: for a review whose restaurant's kind is not known. */
export const anyDishes: readonly string[] = [
  "daily special",
  "house salad",
  "soup of the day",
  "chef's tasting menu",
  "dessert of the day",
];

/** The stars a review's words were written for, read from its opening; undefined for other text. */
export function reviewStarsOf(text: string): Stars | undefined {
  const levels = [5, 4, 3, 2, 1] as const;
  return levels.find((stars) =>
    reviewWording[stars].openings.some((opening) => text.startsWith(`${opening} `)),
  );
}
