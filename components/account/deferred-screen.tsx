"use client";

import { lazy, type ComponentType } from "react";

/**
 * An account screen whose code loads after hydration (issue 14). The account frame shows a
 * screen only once the member's answer is in, never in the server's HTML, so nothing is lost by
 * not shipping its code with the page: `loading` is started when the page's own module runs,
 * in parallel with that answer, and the screen renders as soon as both are there.
 *
 * No Suspense boundary of its own: the account frame's one boundary shows the page when all of
 * its parts are in. A boundary per part revealed them one commit at a time, each pushing the
 * ones below it (the overview's CLS was 0.74 on a phone).
 */
export function deferredScreen<Props extends object>(
  loading: Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Screen = lazy(() => loading.then((component) => ({ default: component })));
  function DeferredScreen(props: Props) {
    return <Screen {...props} />;
  }
  return DeferredScreen;
}
