/**
 * The HTML standard's rule for an input's autocomplete attribute (§4.10.18.7.1, "Autofilling form
 * controls"), as the W3C Nu checker applies it: each autofill field name belongs to a control
 * group, and each input type may carry only the names of some groups. tel-national, for one, is in
 * the Text group, which an input of type tel is not: only "tel" itself is in the Tel group.
 * whatwg/html#5353 asks to change that; until it lands, the checker refuses it.
 */
type ControlGroup =
  "text" | "multiline" | "password" | "url" | "email" | "tel" | "numeric" | "month" | "date" | "username";

const groupOf: Readonly<Record<string, ControlGroup>> = {
  name: "text",
  "honorific-prefix": "text",
  "given-name": "text",
  "additional-name": "text",
  "family-name": "text",
  "honorific-suffix": "text",
  nickname: "text",
  "organization-title": "text",
  username: "username",
  "new-password": "password",
  "current-password": "password",
  "one-time-code": "password",
  organization: "text",
  "street-address": "multiline",
  "address-line1": "text",
  "address-line2": "text",
  "address-line3": "text",
  "address-level4": "text",
  "address-level3": "text",
  "address-level2": "text",
  "address-level1": "text",
  country: "text",
  "country-name": "text",
  "postal-code": "text",
  "cc-name": "text",
  "cc-given-name": "text",
  "cc-additional-name": "text",
  "cc-family-name": "text",
  "cc-number": "text",
  "cc-exp": "month",
  "cc-exp-month": "numeric",
  "cc-exp-year": "numeric",
  "cc-csc": "text",
  "cc-type": "text",
  "transaction-currency": "text",
  "transaction-amount": "numeric",
  language: "text",
  bday: "date",
  "bday-day": "numeric",
  "bday-month": "numeric",
  "bday-year": "numeric",
  sex: "text",
  url: "url",
  photo: "url",
  // Contact fields: may follow home, work, mobile, fax or pager.
  tel: "tel",
  "tel-country-code": "text",
  "tel-national": "text",
  "tel-area-code": "text",
  "tel-local": "text",
  "tel-local-prefix": "text",
  "tel-local-suffix": "text",
  "tel-extension": "text",
  email: "username",
  impp: "url",
};

/** Which groups each kind of control may carry (textarea and select take every group but these). */
const groupsFor: Readonly<Record<string, readonly ControlGroup[]>> = {
  text: ["text", "password", "url", "email", "tel", "numeric", "month", "date", "username"],
  search: ["text", "password", "url", "email", "tel", "numeric", "month", "date", "username"],
  password: ["password"],
  url: ["url"],
  email: ["email", "username"],
  tel: ["tel"],
  number: ["numeric"],
  month: ["month"],
  date: ["date"],
};

/**
 * Why the control's autocomplete value is not allowed, or null when it is (or there is none).
 * `type` is the input's type ("text" for a textarea or select here is stricter than the
 * standard, which suits the forms of this product: none autocompletes a textarea).
 */
export function autocompleteRefusal(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
): string | null {
  const value = control.getAttribute("autocomplete");
  if (value === null) return null;
  const tokens = value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== "" && token !== "webauthn");
  if (tokens.length === 1 && (tokens[0] === "on" || tokens[0] === "off")) return null;
  const field = tokens.at(-1) ?? "";
  const group = groupOf[field];
  if (!group) return `"${value}" names no autofill field`;
  const type = control instanceof HTMLInputElement ? control.type : "text";
  if (type === "hidden") return null;
  const allowed = groupsFor[type] ?? [];
  return allowed.includes(group) ? null : `"${field}" is not allowed on an input of type ${type}`;
}

/** Every refusal in a form, as "id: why". */
export function autocompleteRefusals(root: ParentNode): string[] {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      "input, select, textarea",
    ),
  ]
    .map((control) => [control.id || control.name, autocompleteRefusal(control)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([id, why]) => `${id}: ${why}`);
}
