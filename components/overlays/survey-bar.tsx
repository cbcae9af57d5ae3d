"use client";

import { useEffect, useId, useState } from "react";
import type { SurveyFields } from "@/shared/contracts/cms/surveys";
import { surveyFormUrl, type SurveyTracking } from "@/shared/rules/survey-form-url";
import { useFocusReturn } from "./focus-return";

/**
 * The survey bar itself (survey-widget.tsx decides whether and when it shows, and loads this
 * only then). The title bar toggles the panel, whose link appears after the survey's delay;
 * closing, or opening the form, finishes the survey. It stays mounted once shown, drawing
 * nothing while another overlay has the turn, so the panel is as it was when the turn returns.
 */
export function SurveyBar({
  survey,
  visible,
  formUrlTemplate,
  tracking,
  onFinish,
}: {
  survey: SurveyFields;
  visible: boolean;
  formUrlTemplate: string;
  tracking: Omit<SurveyTracking, "surveyId">;
  onFinish: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [formReady, setFormReady] = useState(false);
  const panelId = useId();
  const focus = useFocusReturn();
  const finish = () => {
    focus.giveBack();
    onFinish();
  };

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      setFormReady(true);
    }, survey.delay_timeout * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [open, survey]);

  if (!visible) return null;
  const formUrl = surveyFormUrl(formUrlTemplate, { ...tracking, surveyId: survey.id });

  return (
    <aside
      className="bg-brand text-on-brand"
      aria-label={survey.text}
      data-testid="survey-widget"
      onFocus={focus.onFocus}
    >
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
