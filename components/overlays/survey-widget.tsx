"use client";

import { useEffect, useState } from "react";
import { onDemand } from "@/components/shell/on-demand";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { readStoredNumber, writeStored } from "@/lib/client/browser/stored-values";
import type { SurveyFields } from "@/shared/contracts/cms/surveys";
import { isSurveyAllowedOnPath, isSurveyDue } from "@/shared/rules/survey-paths";
import { useOverlayTurn } from "./overlay-queue";

const surveyBar = onDemand(() => import("./survey-bar").then((module) => module.SurveyBar));

/**
 * The survey widget (public-and-shared §4): one survey at a time, on allowed paths only, not
 * again within its cookie timeout. The partner's survey is an external form (the config's
 * surveyFormUrl), opened in a new tab with the spec's tracking fields; the site's security
 * policy frames no third-party forms. Closing, or opening the form, records when it was seen.
 *
 * This part decides, in every page's first load; the bar's code (survey-bar.tsx) loads only on
 * a page where a survey is due, starting at hydration, beside the other overlays' code that the
 * queue waits for anyway before the bar's turn can come.
 *
 * It is a bar in the page's flow after the page's content, above the footer (PageFrame), not a
 * layer over it: it covers no results, map or form, and appearing once the page is live it moves
 * nothing the visitor is reading (docs/decisions/0060).
 */
export function SurveyWidget({
  surveys,
  partnerCode,
  formUrlTemplate,
}: {
  surveys: readonly SurveyFields[];
  partnerCode: string;
  formUrlTemplate: string;
}) {
  const pathname = useVisiblePathname();
  const memberState = useMember();
  const lastSeen = useBrowserValue(() => readStoredNumber("surveyLastSeen"), 0);
  const [now] = useState(() => Date.now());
  const [done, setDone] = useState(false);
  const [shown, setShown] = useState(false);

  const survey = pathname
    ? surveys.find(
        (candidate) =>
          isSurveyAllowedOnPath(pathname, {
            allow: candidate.url_allow_list.map((entry) => entry.url_allowed),
            disallow: candidate.url_disallow_list.map((entry) => entry.url_disallowed),
          }) && isSurveyDue(lastSeen, candidate.cookie_timeout, now),
      )
    : undefined;
  const due = survey !== undefined && !done;
  useEffect(() => {
    if (due) surveyBar.preload();
  }, [due]);
  // The form is told the member's public id, known once the member has loaded.
  const onTurn = useOverlayTurn("survey", !due ? false : memberState.status === "loading" ? "pending" : true);
  // Once shown, the bar stays mounted (hidden while another overlay has the turn), keeping its state.
  if (onTurn && !shown) setShown(true);

  if (!shown || !survey || done) return null;
  const finish = () => {
    writeStored("surveyLastSeen", String(Date.now()));
    setDone(true);
  };
  return (
    <surveyBar.Component
      survey={survey}
      visible={onTurn}
      formUrlTemplate={formUrlTemplate}
      tracking={{
        source: pathname ?? "/",
        publicId: memberState.status === "member" ? memberState.member.publicId : undefined,
        partnerCode,
      }}
      onFinish={finish}
    />
  );
}
