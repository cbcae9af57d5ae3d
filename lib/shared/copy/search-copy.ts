/**
 * The partner's search wordings (global content 'errors', public-and-shared §8 Search: no
 * results, location blocked by the browser, general error) and the location pattern message.
 */
export interface SearchCopy {
  noResults: string;
  locationBlocked: string;
  locationInvalid: string;
  general: string;
}
