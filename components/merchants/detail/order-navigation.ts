/**
 * Whether the order dialog was opened from the merchant page in this tab. Then closing it goes
 * back in history (the Back button does not reopen it); opened from a shared link, closing
 * replaces the address with the merchant page instead of leaving the site.
 */
let openedFromPage = false;

export function markOrderOpenedFromPage(): void {
  openedFromPage = true;
}

export function takeOrderOpenedFromPage(): boolean {
  const value = openedFromPage;
  openedFromPage = false;
  return value;
}
