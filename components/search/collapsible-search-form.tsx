"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * Below the md breakpoint (661 px) the search form folds to one line once a search has run, so the results start
 * near the top of a phone's screen: a disclosure button reads what was searched and opens the
 * form again (focus moves into it). A new search folds it again and focus returns to the
 * button. From 661 px, where it fits one row, the form is always open and the button absent. Never folded while the
 * form shows an error the visitor must read.
 */
export function CollapsibleSearchForm({
  searchKey,
  summary,
  canFold,
  children,
}: {
  /** Changes with every new search: each one folds the form again. */
  searchKey: string;
  summary: string;
  /** False before the first search and while the form shows an error. */
  canFold: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = !canFold || openFor === searchKey;
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const previousKey = useRef(searchKey);

  // A new search folds the form; if focus was in it (now hidden), it goes to the button.
  useEffect(() => {
    if (previousKey.current === searchKey) return;
    previousKey.current = searchKey;
    const active = document.activeElement;
    const hiddenFocus = !active || active === document.body || region.current?.contains(active);
    if (hiddenFocus && button.current && button.current.offsetParent !== null) button.current.focus();
  }, [searchKey]);

  return (
    <div>
      {canFold ? (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          className="flex min-h-12 w-full items-center gap-2 rounded-full border border-black/30 px-4 text-left text-sm font-bold md:hidden"
          data-testid="search-summary"
          onClick={() => {
            const opening = !open;
            setOpenFor(opening ? searchKey : null);
            if (opening) {
              // Into the form the button just opened: its first field.
              requestAnimationFrame(() => {
                region.current?.querySelector<HTMLElement>("input, button")?.focus();
              });
            }
          }}
        >
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="min-w-0 flex-1 truncate">{summary}</span>
          <span className="text-brand shrink-0 underline underline-offset-4">
            {open ? "Close" : "Change"}
            <span className="sr-only"> search</span>
          </span>
        </button>
      ) : null}
      <div
        ref={region}
        id={formId}
        className={open ? (canFold ? "mt-3 md:mt-0" : "") : "hidden md:block"}
        data-testid="search-form-region"
      >
        {children}
      </div>
    </div>
  );
}
