"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import type { MerchantEarnFacts } from "./merchant-earn-facts";

// A member's own line (their rate, or the unlock prompt and its dialog) loads once the member's
// answer says someone is signed in: a visitor never downloads it (decision 0040).
const MemberOwnRate = lazy(() =>
  import("./member-own-rate").then((module) => ({ default: module.MemberOwnRate })),
);

/**
 * Holds the line's room while who is looking, or the member's line, is not known yet: the
 * visitor's line itself, unseen, so the server HTML is as tall as what most visitors get (a
 * fixed 64 px box was two lines short on a phone and pushed the offers down: CLS 0.022).
 */
function Pending({ visitorLine }: { visitorLine: ReactNode }) {
  return (
    <div className="invisible" aria-hidden="true" inert>
      {visitorLine}
    </div>
  );
}

/**
 * What the person looking earns here, from the earn statement (the card and the tier table
 * read the same one): the signed-in member's own rate (or the unlock prompt), the visitor's
 * line (drawn on the server: VisitorEarnRate) for anyone else, nothing while who is looking is
 * unknown.
 */
export function MemberEarnRate({
  merchantName,
  facts,
  visitorLine,
}: {
  merchantName: string;
  facts: MerchantEarnFacts;
  /** What a visitor sees here, drawn on the server (VisitorEarnRate). */
  visitorLine: ReactNode;
}) {
  const state = useMember();
  if (state.status === "loading") return <Pending visitorLine={visitorLine} />;
  if (state.status === "member") {
    return (
      <Suspense fallback={<Pending visitorLine={visitorLine} />}>
        <MemberOwnRate member={state.member} merchantName={merchantName} facts={facts} />
      </Suspense>
    );
  }
  return visitorLine;
}
