// Security headers for every answer, in plain JavaScript so that next.config.ts and the server
// script (scripts/serve.mjs, which answers malformed addresses before Next sees them) share them.
// Scripts allow 'unsafe-inline' because Next streams its hydration data in inline scripts; nonces
// would force every page to render per request (docs/decisions/0005-content-security-policy.md).

/** Comma-separated origins from a variable: each parsed, invalid ones dropped. */
export function originList(value) {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Reads the settings from an environment (process.env by default). */
export function securitySettings(env = process.env) {
  return {
    production: env.APP_ENV === "production",
    cardEntryOrigins: originList(env.NEXT_PUBLIC_CARD_ENTRY_ORIGIN),
    cardEntryParentOrigins: originList(env.NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS),
    // The payment provider's script, frames and calls are allowed only where its key is set.
    paymentProvider: Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
    // The support admin tool, which frames the site in emulation mode only.
    adminOrigins: originList(env.ADMIN_ORIGIN),
    // reCAPTCHA's script, frames and calls, only where its site key is set.
    recaptchaOrigins: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
      ? recaptchaOrigins(env.NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL)
      : [],
  };
}

/**
 * reCAPTCHA's origins (Google's CSP guidance: the script on www.google.com loads more from
 * www.gstatic.com and draws frames from both Google hosts), or only the configured script's
 * origin when a stand-in is configured; a relative script address is the site itself.
 */
function recaptchaOrigins(scriptUrl) {
  if (!scriptUrl)
    return ["https://www.google.com", "https://www.gstatic.com", "https://recaptcha.google.com"];
  try {
    return [new URL(scriptUrl).origin];
  } catch {
    return [];
  }
}

/** Stripe.js: its script, the frames it draws, and the calls it makes (Stripe's CSP guide). */
const stripeOrigins = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

function pagePolicy(settings, frameAncestors) {
  const stripe = settings.paymentProvider ? stripeOrigins : { script: [], frame: [], connect: [] };
  const recaptcha = settings.recaptchaOrigins ?? [];
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...stripe.script, ...recaptcha],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Map tiles come through this origin (/api/map/tiles, decision 0067): no tile host here.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...stripe.connect, ...recaptcha],
    // The card-entry frame may live on an origin of its own (docs/decisions/0013).
    "frame-src": ["'self'", ...settings.cardEntryOrigins, ...stripe.frame, ...recaptcha],
    "frame-ancestors": frameAncestors,
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  });
}

function common(settings) {
  return [
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=()" },
    ...(settings.production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/** Pages: framed only by the site itself. */
export function pageHeaders(settings) {
  return [
    { key: "Content-Security-Policy", value: pagePolicy(settings, ["'self'"]) },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    ...common(settings),
  ];
}

/**
 * Pages of an emulated session (emulation mode, docs/security.md): the admin tool's origin may
 * frame them too, so support staff see the site as the member inside the tool. X-Frame-Options
 * cannot name another origin, so it is left out; frame-ancestors decides.
 */
export function emulationPageHeaders(settings) {
  return [
    {
      key: "Content-Security-Policy",
      value: pagePolicy(settings, ["'self'", ...settings.adminOrigins]),
    },
    ...common(settings),
  ];
}

/** The readable marker cookie of an emulated session (shared/contracts/emulation.ts). */
export const emulationCookie = "rewards_emulation";

/**
 * The card-entry frame: framed by the partner sites it posts card data to, so its ancestors are
 * those origins and it sends no X-Frame-Options (which cannot name another origin).
 */
export function cardEntryHeaders(settings) {
  return [
    {
      key: "Content-Security-Policy",
      value: pagePolicy(settings, ["'self'", ...settings.cardEntryParentOrigins]),
    },
    ...common(settings),
  ];
}

/** API answers are data: never framed, never a document. */
export function apiHeaders(settings) {
  return [
    { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
    { key: "X-Frame-Options", value: "DENY" },
    ...common(settings),
  ];
}

/**
 * next.config.ts `headers()`: one rule per kind of answer, each path matched by exactly one rule,
 * since Next lets a later rule's header override an earlier one's.
 */
export function headerRules(settings = securitySettings()) {
  const pages = "/((?!api(?:/|$)|card-entry(?:/|$)).*)";
  const emulation = { type: "cookie", key: emulationCookie };
  // With an admin origin configured, a page answer carries one of two policies: the admin's frame
  // is allowed only on answers to a browser holding an emulated session's marker. The marker grants
  // nothing else, and even forged it only lets the configured admin origin frame the page.
  const pageRules =
    settings.adminOrigins.length > 0
      ? [
          { source: pages, missing: [emulation], headers: pageHeaders(settings) },
          { source: pages, has: [emulation], headers: emulationPageHeaders(settings) },
        ]
      : [{ source: pages, headers: pageHeaders(settings) }];
  return [
    ...pageRules,
    { source: "/card-entry", headers: cardEntryHeaders(settings) },
    { source: "/card-entry/:path*", headers: cardEntryHeaders(settings) },
    { source: "/api", headers: apiHeaders(settings) },
    { source: "/api/:path*", headers: apiHeaders(settings) },
  ];
}
