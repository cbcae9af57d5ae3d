// Zod-free: the recovery form shows this before its schema loads (docs/performance.md, Bundles).

export const expiredLinkMessage = "This link has expired or was already used. Ask for a new one.";
