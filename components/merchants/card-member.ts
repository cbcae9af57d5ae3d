import type { MemberState } from "@/lib/client/hooks/use-member";

/** The signed-in member as the card sees it; null is an anonymous visitor, undefined "not known yet". */
export type MerchantCardMember = { readonly tierLevel: number } | null | undefined;

/**
 * From the shell's member state to the card's member prop. A module of its own: the home
 * page's carousels read it before their cards load, and the card model (with the image plan)
 * would come along with it (decision 0040).
 */
export function cardMemberOf(state: MemberState): MerchantCardMember {
  if (state.status === "loading") return undefined;
  return state.status === "member" ? { tierLevel: state.member.tierLevel } : null;
}
