import { paginationWindow } from "@/shared/constants";

/**
 * The page numbers to offer (account-center §2: up to 5 around the current page): centred on
 * the current page where possible, shifted at either end so there are always `size` when the
 * history has that many pages. Out-of-range pages are clamped.
 */
export function pageWindow(current: number, totalPages: number, size = paginationWindow): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The page a `?page=` value names: a whole number of at least 1, else the first page. */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
