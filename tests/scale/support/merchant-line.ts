/** One line of the merchant import file (`npm run db:import-merchants`): a lakeside grill in Chicago. */
export function merchantLine({
  id,
  name,
  campaigns,
}: {
  id: string;
  name: string;
  campaigns: readonly string[];
}): string {
  return JSON.stringify({
    id,
    name,
    description: "Grilled fish by the water.",
    cuisines: ["Seafood"],
    priceRange: 2,
    rating: 4.4,
    ratingCount: 120,
    neighborhood: "Lakeview",
    city: "Chicago",
    state: "IL",
    zip: "60657",
    address1: "1 Lake St",
    latitude: 41.94,
    longitude: -87.64,
    phone: "(312) 555-0100",
    imageBaseUrl: "/images/merchants/0001",
    campaigns,
  });
}
