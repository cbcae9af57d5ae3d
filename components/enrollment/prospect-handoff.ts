/**
 * The prospect email travels from the home form to /join or /login "in navigation state"
 * (public-and-shared §2 Home), never in the URL where it would land in logs and analytics.
 * Session storage is that state here: written just before the client navigation, read once
 * by the next screen and removed, so a reload or a later visit starts empty.
 */
const key = "rewards.prospectEmail";

export function handOffProspectEmail(email: string): void {
  try {
    window.sessionStorage.setItem(key, email);
  } catch {
    // Storage refused (private mode): the next screen simply starts empty.
  }
}

export function takeProspectEmail(): string {
  try {
    const email = window.sessionStorage.getItem(key) ?? "";
    window.sessionStorage.removeItem(key);
    return email;
  } catch {
    return "";
  }
}
