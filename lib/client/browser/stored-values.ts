import "client-only";
/**
 * Every value the app keeps in the browser (public-and-shared §3 Local stored values), named
 * once so the staging tools can list and clear them and tests can preset them.
 */
export const storedValueKeys = {
  loginRedirect: "rewards.loginRedirect",
  selectedMerchant: "rewards.selectedMerchant",
  lastSearch: "rewards.lastSearch",
  manualSearchLocation: "rewards.manualSearchLocation",
  mapView: "rewards.mapView",
  cardRegistrationSuccess: "rewards.cardRegistrationSuccess",
  generalPopupType: "rewards.generalPopupType",
  dineInHighlightSeen: "rewards.dineInHighlightSeen",
  emulationId: "rewards.emulationId",
  pwaLaterDate: "rewards.pwaLaterDate",
  announcementDismissedUntil: "rewards.announcementDismissedUntil",
  surveyLastSeen: "rewards.surveyLastSeen",
  ssoModalDismissedAt: "rewards.ssoModalDismissedAt",
  /** Bonus codes this browser registered, with the time, shown as enrolled for ~35 minutes. */
  registeredBonuses: "rewards.registeredBonuses",
} as const;

/** Kept in session storage: it belongs to this tab's session only. */
export const csrfTokenKey = "rewards.csrfToken";

/** Session storage too: the promotions this visit has shown (visit-promotions.ts). */
export const visitPromotionsKey = "rewards.visitPromotions";

export type StoredValueName = keyof typeof storedValueKeys;

export function readStored(name: StoredValueName): string | null {
  try {
    return window.localStorage.getItem(storedValueKeys[name]);
  } catch {
    return null;
  }
}

export function writeStored(name: StoredValueName, value: string): void {
  try {
    window.localStorage.setItem(storedValueKeys[name], value);
  } catch {
    // Private mode or a full quota: the overlay simply shows again next time.
  }
}

export function readStoredNumber(name: StoredValueName): number | null {
  const value = Number(readStored(name));
  return readStored(name) === null || Number.isNaN(value) ? null : value;
}

/** Clears every stored value (staging tools). */
export function clearStoredValues(): void {
  for (const key of Object.values(storedValueKeys)) window.localStorage.removeItem(key);
  window.sessionStorage.removeItem(csrfTokenKey);
  window.sessionStorage.removeItem(visitPromotionsKey);
}
