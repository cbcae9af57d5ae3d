// Zod-free: the recovery form shows this before its schema loads (issue 14).

export const expiredLinkMessage = "This link has expired or was already used. Ask for a new one.";
