import { stableHash } from "@/backend/services/merchants/stable-hash";

export interface TableShape {
  label: string;
  minParty: number;
  capacity: number;
}

/**
 * A restaurant's floor, the same for a merchant id on every run and machine: a few two-tops and
 * four-tops, one to three six-tops and one large table for eight to ten. A party sits at a table
 * at least about half full, so a couple never holds the large table.
 */
export function tableLayoutFor(merchantId: string): TableShape[] {
  const hash = stableHash(`tables|${merchantId}`);
  const twoTops = 2 + (hash % 4);
  const fourTops = 2 + (Math.floor(hash / 4) % 5);
  const sixTops = 1 + (Math.floor(hash / 20) % 3);
  const largeCapacity = 8 + (Math.floor(hash / 60) % 3);
  const shapes: Omit<TableShape, "label">[] = [
    ...Array.from({ length: twoTops }, () => ({ minParty: 1, capacity: 2 })),
    ...Array.from({ length: fourTops }, () => ({ minParty: 2, capacity: 4 })),
    ...Array.from({ length: sixTops }, () => ({ minParty: 3, capacity: 6 })),
    { minParty: 5, capacity: largeCapacity },
  ];
  return shapes.map((shape, index) => ({ label: `T${index + 1}`, ...shape }));
}
