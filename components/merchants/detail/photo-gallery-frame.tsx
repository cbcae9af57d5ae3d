"use client";

import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** What the frame needs of each photo besides its pictures: the words that name it. */
export interface GalleryPhotoText {
  key: string;
  alt: string;
}

/**
 * The gallery's moving part: which photo shows, the arrows and the thumbnails' buttons. The
 * pictures themselves are drawn on the server (photo-gallery.tsx) and handed in, so the image
 * helpers stay out of the page's JavaScript (decision 0040); only the chosen photo is in the page.
 */
export function PhotoGalleryFrame({
  photos,
  pictures,
  thumbnails,
  merchantName,
}: {
  photos: readonly GalleryPhotoText[];
  /** Each photo at full size, in order. */
  pictures: readonly ReactNode[];
  /** Each photo as a thumbnail, in order. */
  thumbnails: readonly ReactNode[];
  merchantName: string;
}) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = photos[index];
  if (!current) return null;

  const show = (next: number, focus = false) => {
    const wrapped = (next + photos.length) % photos.length;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From a focused thumbnail the arrows move from that thumbnail, elsewhere from the photo shown.
    const focused = thumbs.current.findIndex((thumb) => thumb === event.target);
    const from = focused >= 0 ? focused : index;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      Home: 0,
      End: photos.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <div
      role="region"
      aria-roledescription="gallery"
      aria-label={`Photos of ${merchantName}`}
      data-testid="photo-gallery"
      onKeyDown={onKeyDown}
    >
      <figure className="relative overflow-hidden rounded-xl bg-black/5">
        {/* A new photo is a new <img>: the old one's pixels never show under the new one's alt. */}
        <Fragment key={current.key}>{pictures[index]}</Fragment>
        <figcaption className="absolute bottom-0 left-0 rounded-tr-lg bg-black/65 px-3 py-1 text-sm text-white">
          <span aria-live="polite" data-testid="gallery-position">
            Photo {index + 1} of {photos.length}
          </span>
          <span className="sr-only">: {current.alt}</span>
        </figcaption>
        {photos.length > 1 ? (
          <div className="absolute inset-y-0 right-0 left-0 flex items-center justify-between px-2">
            <button
              type="button"
              className="text-ink grid size-11 place-items-center rounded-full bg-white/90 shadow"
              aria-label="Previous photo"
              onClick={() => {
                show(index - 1);
              }}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="text-ink grid size-11 place-items-center rounded-full bg-white/90 shadow"
              aria-label="Next photo"
              onClick={() => {
                show(index + 1);
              }}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </figure>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Choose a photo">
        {photos.map((photo, i) => (
          <li key={photo.key}>
            <button
              type="button"
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              aria-label={`Show photo ${String(i + 1)}: ${photo.alt}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => {
                show(i);
              }}
              className={`block w-full overflow-hidden rounded-lg border-2 ${
                i === index ? "border-brand" : "border-transparent opacity-80 hover:opacity-100"
              }`}
            >
              {thumbnails[i]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
