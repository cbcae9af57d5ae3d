"use client";

import Image from "next/image";
import { useRef, useState, type KeyboardEvent } from "react";
import type { MerchantPhoto } from "@/lib/shared/contracts/merchants";

/**
 * The restaurant's photos: one large picture and a row of thumbnails. Thumbnails are buttons
 * (Tab, Enter); Left and Right arrows (Home, End) move between photos when the gallery has focus.
 * Every image has its width and height, so nothing shifts as they load. The first photo and the
 * thumbnails are in the server HTML; choosing another needs JavaScript.
 */
export function PhotoGallery({
  photos,
  merchantName,
}: {
  photos: readonly MerchantPhoto[];
  merchantName: string;
}) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = photos[index] ?? photos[0];
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
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          unoptimized
          loading="lazy"
          className="aspect-[3/2] w-full object-cover"
          data-testid="gallery-photo"
        />
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
          <li key={photo.url}>
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
              <Image
                src={photo.url}
                alt=""
                width={photo.width}
                height={photo.height}
                unoptimized
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
