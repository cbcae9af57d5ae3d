"use client";

import { useEffect, useId, useState } from "react";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { readStoredNumber, writeStored } from "@/lib/client/browser/stored-values";
import type { SurveyFields } from "@/lib/shared/contracts/cms/surveys";
import { surveyFormUrl } from "@/lib/shared/rules/survey-form-url";
import { isSurveyAllowedOnPath, isSurveyDue } from "@/lib/shared/rules/survey-paths";
import { useOverlayTurn } from "./overlay-queue";

/**
 * The survey widget (public-and-shared §4): one survey at a time, on allowed paths only, not
 * again within its cookie timeout. The partner's survey is an external form (the config's
 * surveyFormUrl), opened in a new tab with the spec's tracking fields; the site's security
 * policy frames no third-party forms. The title bar toggles the panel, whose link appears after
 * the survey's delay; closing, or opening the form, records when it was seen.
 *
 * It is a bar in the page's flow under the header, not a layer over it: it pushes the page down
 * instead of covering results, a map or a form.
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
  const [open, setOpen] = useState(false);
  const [formReady, setFormReady] = useState(false);
  const [done, setDone] = useState(false);
  const panelId = useId();

  const survey = pathname
    ? surveys.find(
        (candidate) =>
          isSurveyAllowedOnPath(pathname, {
            allow: candidate.url_allow_list.map((entry) => entry.url_allowed),
            disallow: candidate.url_disallow_list.map((entry) => entry.url_disallowed),
          }) && isSurveyDue(lastSeen, candidate.cookie_timeout, now),
      )
    : undefined;
  // The form is told the member's public id, known once the member has loaded.
  const onTurn = useOverlayTurn(
    "survey",
    !survey || done ? false : memberState.status === "loading" ? "pending" : true,
  );

  useEffect(() => {
    if (!open || !survey) return;
    const timer = setTimeout(() => {
      setFormReady(true);
    }, survey.delay_timeout * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [open, survey]);

  if (!onTurn || !survey) return null;

  const finish = () => {
    writeStored("surveyLastSeen", String(Date.now()));
    setDone(true);
  };
  const formUrl = surveyFormUrl(formUrlTemplate, {
    surveyId: survey.id,
    source: pathname ?? "/",
    publicId: memberState.status === "member" ? memberState.member.publicId : undefined,
    partnerCode,
  });

  return (
    <aside className="bg-brand text-on-brand" aria-label={survey.text} data-testid="survey-widget">
      <div className="content-width flex items-center justify-between gap-2 py-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className="focus-visible:outline-on-brand min-h-11 flex-1 text-left font-bold"
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {survey.text}
        </button>
        <button
          type="button"
          aria-label="Close survey"
          className="focus-visible:outline-on-brand min-h-11 min-w-11 rounded-full text-2xl leading-none"
          onClick={finish}
        >
          ×
        </button>
      </div>
      <div id={panelId} hidden={!open} className="content-width pb-3">
        {formReady ? (
          <a
            href={formUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="bg-surface text-ink focus-visible:outline-on-brand inline-flex min-h-11 items-center rounded-full px-5 font-bold underline-offset-4 hover:underline"
            onClick={finish}
          >
            Open the survey<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p>Loading the survey…</p>
        )}
      </div>
    </aside>
  );
}
