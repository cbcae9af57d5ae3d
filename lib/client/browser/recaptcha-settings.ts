import "client-only";

export interface RecaptchaSettings {
  readonly siteKey: string;
  /** The provider's script (configured: the journeys serve a stand-in from the site itself). */
  readonly scriptUrl: string;
}

/**
 * The browser's reCAPTCHA settings from the build (NEXT_PUBLIC_RECAPTCHA_SITE_KEY, with
 * NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL or Google's script), or null where the site uses ALTCHA.
 * The server verifies with RECAPTCHA_SECRET; a deployment sets both (docs/deploy.md). Apart from
 * the reCAPTCHA code, so a form can tell which check it has without loading that code.
 */
export function recaptchaSettings(): RecaptchaSettings | null {
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
  if (!siteKey) return null;
  return {
    siteKey,
    scriptUrl: process.env.NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL || "https://www.google.com/recaptcha/api.js",
  };
}
