"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * Moves to the page a pager button names (`data-page`, components/search/pagination.tsx): one
 * listener around the pager, whoever drew it (the server for its first answer, the browser
 * after). A disabled button never fires a click, so only a page that moves arrives here.
 */
export function PagerClicks({ onPage, children }: { onPage: (page: number) => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onPage);
  useEffect(() => {
    latest.current = onPage;
  });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const click = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button[data-page]") : null;
      const page = Number(button?.getAttribute("data-page"));
      if (page > 0) latest.current(page);
    };
    element.addEventListener("click", click);
    return () => {
      element.removeEventListener("click", click);
    };
  }, []);
  return <div ref={box}>{children}</div>;
}
