/**
 * Demo restaurants that have left the program (docs/decisions/0066): every thousandth of the
 * seed, so no seed of fewer than 1,000 merchants (the test suites') has one. They stay in the
 * database, removed, so their old pages can offer the restaurants near where they were.
 */
const every = 1_000;

/** Whether the seed's merchant at `index` (0-based) has left the program. */
export function isRemovedDemoMerchant(index: number): boolean {
  return (index + 1) % every === 0;
}

/** The ids of the removed demo merchants in a seed of `merchantCount` merchants (journeys visit them). */
export function removedDemoMerchantIds(merchantCount: number): string[] {
  return Array.from(
    { length: Math.floor(merchantCount / every) },
    (_, i) => `m-${String((i + 1) * every).padStart(6, "0")}`,
  );
}
