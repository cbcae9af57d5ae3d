/**
 * The notice above a page answered in place of one past the end. A module of its own: the
 * search screen shows it at once, while the pager's rules load with the pager (decision 0041).
 */
export function clampedPageNotice(requested: number, shown: number): string {
  return `There is no page ${requested.toLocaleString("en-US")}. Showing the last page, page ${shown.toLocaleString("en-US")}.`;
}
