"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { FiltersPanel as FiltersPanelType } from "./filters-panel";

const loadPanel = () => import("./filters-panel");
// The panel is closed until the visitor opens it: its code (chips, cuisine counts, the pending
// count's search) loads then, not with the page (decision 0040).
const FiltersPanel = lazy(() => loadPanel().then((module) => ({ default: module.FiltersPanel })));

/** Starts loading the panel's code: the Filters button calls it when pointed at or focused. */
export function warmFiltersPanel(): void {
  void loadPanel();
}

/** The filters panel, drawn from its first opening on (a dialog: nothing moves while it loads). */
export function FiltersPanelOnDemand(props: ComponentProps<typeof FiltersPanelType>) {
  return (
    <Suspense fallback={null}>
      <FiltersPanel {...props} />
    </Suspense>
  );
}
