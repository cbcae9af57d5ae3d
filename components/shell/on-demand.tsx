"use client";

import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";

export interface OnDemand<Props extends object> {
  /** The component, drawing nothing until its code has arrived (a boundary of its own). */
  readonly Component: ComponentType<Props>;
  /** The bare lazy component, for a caller that draws its own fallback in its own boundary. */
  readonly Lazy: LazyExoticComponent<ComponentType<Props>>;
  /** Starts loading the code now (a pointer on the button, a session that may be live). */
  readonly preload: () => void;
}

/**
 * A part (of the shell, or a page's browser-only part such as the search map) whose code is not
 * in the first load (decision 0039): it loads the first time it renders, or earlier through
 * `preload`, and only ever once. Callers render it only in the browser, once they know it will
 * show (a member, an opened menu, a due survey, the map on screen). React.lazy rather than
 * next/dynamic: these parts never render on the server, so the server-side half of
 * next/dynamic would be first-load weight for nothing (decision 0039).
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start);
  function Component(props: Props) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return {
    Component,
    Lazy,
    preload: () => {
      // A failure shows where the part renders (React.lazy rethrows it); a preload stays silent.
      start().catch(() => undefined);
    },
  };
}
