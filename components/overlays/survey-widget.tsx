"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { impressionsMutation } from "@/lib/client/query/impressions-mutation";
import { readStoredNumber, writeStored } from "@/lib/client/browser/stored-values";
import { surveyDefaults } from "@/lib/shared/constants";
import type { SurveyFields } from "@/lib/shared/contracts/cms/surveys";
import { isSurveyAllowedOnPath, isSurveyDue } from "@/lib/shared/rules/survey-paths";

/**
 * The survey widget (public-and-shared §4): one survey at a time, on allowed paths only, not
 * again within its cookie timeout. The title bar toggles the form; the form appears after the
 * survey's delay; closing, or submitting (after the close timeout), records when it was seen.
 */
export function SurveyWidget({
  surveys,
  partnerCode,
}: {
  surveys: readonly SurveyFields[];
  partnerCode: string;
}) {
  const pathname = useVisiblePathname();
  const memberState = useMember();
  const lastSeen = useBrowserValue(() => readStoredNumber("surveyLastSeen"), 0);
  const [now] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const [formReady, setFormReady] = useState(false);
  const answer = useMutation(impressionsMutation);
  const outcome = answer.isSuccess ? "success" : answer.isError ? "error" : null;
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

  useEffect(() => {
    if (!open || !survey) return;
    const timer = setTimeout(() => {
      setFormReady(true);
    }, survey.delay_timeout * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [open, survey]);

  if (!survey || done) return null;

  const finish = () => {
    writeStored("surveyLastSeen", String(Date.now()));
    setDone(true);
  };

  const submit = (form: FormData) => {
    const event = {
      channel: "web" as const,
      dateTime: new Date().toISOString(),
      userAgent: navigator.userAgent,
      event: "survey_response",
      path: pathname ?? "/",
      surveyId: survey.id,
      rating: Number(form.get("rating")),
      comment: (() => {
        const comment = form.get("comment");
        return typeof comment === "string" ? comment.slice(0, 1000) : "";
      })(),
      // The tracking the spec sends along with a survey answer.
      campaign: survey.id,
      medium: "web",
      source: pathname ?? "/",
      publicId: memberState.status === "member" ? memberState.member.publicId : undefined,
      partnerCode,
    };
    answer.mutate([event], {
      // Thanks or the apology shows for a moment, then the widget is gone for its timeout.
      onSettled: () => {
        setTimeout(finish, surveyDefaults.closeTimeoutSeconds * 1000);
      },
    });
  };

  return (
    <aside
      className="bg-surface fixed right-4 bottom-4 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-2xl shadow-2xl"
      aria-label="Survey"
      data-testid="survey-widget"
    >
      <div className="bg-brand text-on-brand flex items-center justify-between gap-2 rounded-t-2xl px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className="flex-1 py-1 text-left font-bold"
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {survey.text}
        </button>
        <button
          type="button"
          aria-label="Close survey"
          className="rounded-full px-2 text-xl"
          onClick={finish}
        >
          ×
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="px-4 py-3"
        style={{ maxHeight: surveyDefaults.panelHeightPx }}
      >
        {outcome === "success" ? <p role="status">Thank you! Your answer was sent.</p> : null}
        {outcome === "error" ? (
          <p role="status">Sorry, we couldn&apos;t send your answer. Please try again later.</p>
        ) : null}
        {outcome === null && !formReady ? <p>Loading the survey…</p> : null}
        {outcome === null && formReady ? (
          <form action={submit} className="flex flex-col gap-3">
            <fieldset>
              <legend className="font-bold">How likely are you to recommend us?</legend>
              <div className="mt-2 flex gap-4">
                {[1, 2, 3, 4, 5].map((value) => (
                  <label key={value} className="flex flex-col items-center text-sm">
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      required
                      className="size-6 accent-current"
                    />
                    {value}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex flex-col gap-1 text-sm font-bold">
              Anything else? (optional)
              <textarea
                name="comment"
                maxLength={1000}
                rows={3}
                className="rounded-lg border border-black/30 p-2 font-normal"
              />
            </label>
            <button type="submit" className="button-primary">
              Send
            </button>
          </form>
        ) : null}
      </div>
    </aside>
  );
}
