"use client";

import { lazy, type ComponentType } from "react";

/**
 * An account screen whose code is not in the page's first-load bundle (decisions 0040, 0043). The server
 * draws it into the page's HTML for the request's member (decision 0044); in the browser
 * `loading` starts when the page's own module runs, and React keeps the server's drawing of the
 * screen until its code is there to hydrate it, so nothing shows late for the code being apart.
 *
 * No Suspense boundary of its own: the account frame decides (decision 0046). A page the server
 * drew waits for its parts' code as a whole (hydration keeps the server's drawing, a navigation
 * is a transition); a page drawn first in the browser has the frame's one boundary, which shows
 * its parts together. A boundary per part revealed them one commit at a time, each pushing the
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
