/**
 * Query keys, one factory per area: a key is built here only, so a mutation invalidates exactly
 * what the reads it changes cached.
 */
export const memberKeys = {
  all: ["member"] as const,
  /** GET /api/Member: the signed-in member's account. */
  current: () => [...memberKeys.all, "current"] as const,
};

export const cardKeys = {
  all: ["cards"] as const,
  /** GET /api/Member/Cards: the member's linked cards. */
  linked: () => [...cardKeys.all, "linked"] as const,
};

export const merchantKeys = {
  all: ["merchants"] as const,
  /** A member's personal offer at one merchant. */
  flexOffer: (merchantId: string, publicId: string) =>
    [...merchantKeys.all, "flex-offer", merchantId, publicId] as const,
};

export const recoveryKeys = {
  all: ["recovery"] as const,
  /** GET /api/Members/Recover/Token: whether one reset link is still live. */
  link: (token: string) => [...recoveryKeys.all, "link", token] as const,
};

export const knownMemberKeys = {
  all: ["known-member"] as const,
  /** GET /api/Member/:publicId: the member an activation link names. */
  byPublicId: (publicId: string) => [...knownMemberKeys.all, publicId] as const,
};
