import "server-only";

/** What the sealed session cookie holds. It is encrypted and signed: the browser can read none of it. */
export interface SessionData {
  /** The sessions row this cookie stands for; checked on every request (services/sessions). */
  sessionId?: string;
  /** Set on sign-in (members issue). */
  memberId?: string;
  publicId?: string;
  /** The partner the session belongs to; a session never crosses to another partner's host. */
  partnerCode?: string;
  rememberMe?: boolean;
  /** Epoch ms; a member session past it is treated as signed out. */
  expiresAt?: number;
  /** The member's credential stamp when signed in; a new password makes it stale (requireMember). */
  credentialStamp?: string;
  /** Epoch ms of the sign-in; kept as the session slides. Compared with the signed-out marker. */
  startedAt?: number;
  /**
   * Set when support staff view the site as this member (emulation mode, started from a signed
   * link): credential changes are refused (middleware/emulation-guard.ts).
   */
  emulationId?: string;
}
