/** The link-card form's wording: terms, the secure frame's failure and the linking outcomes. */
export interface AddCardCopy {
  termsLabel: string;
  termsRequired: string;
  directFileFeedLabel: string;
  loadFailure: string;
  general: string;
  /** One card linked: the singular of `all`. */
  one: string;
  all: string;
  some: string;
  none: string;
  max: string;
}
