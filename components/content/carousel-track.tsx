"use client";

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";

/** Slide width (public-and-shared §9 Carousel: 250 px by default). */
const slideWidth = 250;
/** Sub-pixel scroll positions count as the end. */
const edgeTolerance = 4;
/** A pointer that moved further than this dragged: the click that ends it must not follow a link. */
const dragThreshold = 5;

function Arrow({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <path
        d={direction === "previous" ? "M12.5 4l-6 6 6 6" : "M7.5 4l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A horizontal carousel: native scrolling with scroll-snap (touch, trackpad, keyboard focus),
 * mouse dragging, and previous/next buttons that scroll by a view and are disabled at the ends.
 */
export function CarouselTrack({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children: ReactNode;
}) {
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean } | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const [dragging, setDragging] = useState(false);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= edgeTolerance,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - edgeTolerance,
    });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [measure, count]);

  const scrollByView = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    // A whole number of slides per step, so the snap lands where the button pointed.
    const slides = Math.max(1, Math.floor(element.clientWidth / (slideWidth + 16)));
    element.scrollBy({ left: direction * slides * (slideWidth + 16), behavior: "smooth" });
  };

  const button =
    "bg-surface text-brand flex size-11 items-center justify-center rounded-full border border-black/15 shadow-sm transition enabled:hover:bg-brand enabled:hover:text-on-brand disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div className="mt-4" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="mb-3 flex justify-end gap-2">
        <button
          type="button"
          className={button}
          aria-label={`Previous restaurants: ${label}`}
          disabled={edges.start}
          onClick={() => {
            scrollByView(-1);
          }}
          data-testid="carousel-previous"
        >
          <Arrow direction="previous" />
        </button>
        <button
          type="button"
          className={button}
          aria-label={`Next restaurants: ${label}`}
          disabled={edges.end}
          onClick={() => {
            scrollByView(1);
          }}
          data-testid="carousel-next"
        >
          <Arrow direction="next" />
        </button>
      </div>
      <ul
        ref={track}
        onScroll={measure}
        className={`flex [scrollbar-width:thin] gap-4 overflow-x-auto overscroll-x-contain pt-1 pb-4 ${
          dragging ? "cursor-grabbing select-none" : "cursor-grab snap-x snap-mandatory scroll-smooth"
        }`}
        data-testid="carousel-track"
        onPointerDown={(event) => {
          // Touch and pens scroll natively; only a mouse needs dragging by hand.
          if (event.pointerType !== "mouse" || event.button !== 0 || !track.current) return;
          drag.current = { x: event.clientX, scrollLeft: track.current.scrollLeft, moved: false };
        }}
        onPointerMove={(event) => {
          const state = drag.current;
          const element = track.current;
          if (!state || !element) return;
          const delta = event.clientX - state.x;
          if (!state.moved && Math.abs(delta) > dragThreshold) {
            state.moved = true;
            setDragging(true);
            element.setPointerCapture(event.pointerId);
          }
          if (state.moved) element.scrollLeft = state.scrollLeft - delta;
        }}
        onPointerUp={() => {
          setDragging(false);
          // Keep the "moved" flag until the click that follows this pointerup has been swallowed.
          window.setTimeout(() => {
            drag.current = null;
          }, 0);
        }}
        onPointerCancel={() => {
          drag.current = null;
          setDragging(false);
        }}
        onClickCapture={(event) => {
          if (drag.current?.moved) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
        onDragStart={(event) => {
          // Images and links would otherwise start the browser's own drag-and-drop.
          event.preventDefault();
        }}
      >
        {Children.map(children, (child, index) => (
          <li
            className="w-[250px] shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={`${String(index + 1)} of ${String(count)}`}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
