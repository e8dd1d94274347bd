// The listing's photos: one large photo, previous/next, thumbnails, and arrow keys / Home / End.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

interface GalleryPhoto {
  /** Shown large. */
  src: string;
  /** Thumbnail; falls back to src. */
  thumb?: string | undefined;
  /** Opened by "View full size"; falls back to src. */
  full?: string | undefined;
}

export interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** What the photos show, for alt text, e.g. the address. */
  subject: string;
  /** The listing's own photo count, when it has more than it sent. */
  totalCount?: number | null | undefined;
}

export function PhotoGallery({ photos, subject, totalCount }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const counterId = useId();
  const thumbsRef = useRef<HTMLUListElement>(null);
  // The strip scrolls sideways: its current thumbnail is its one tab stop (axe:
  // scrollable-region-focusable) and is kept in view, and the focus follows it when it is there.
  useEffect(() => {
    const current = thumbsRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (current && thumbsRef.current?.contains(document.activeElement)) current.focus();
  }, [index]);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  if (!current) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const position = `Photo ${index + 1} of ${count}`;
  return (
    <div
      className="gallery"
      role="group"
      aria-roledescription="gallery"
      aria-label={`Photos of ${subject}`}
      aria-describedby={counterId}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage">
        <img
          className="gallery__photo"
          src={current.src}
          alt={`${position}, ${subject}`}
          width={640}
          height={427}
          decoding="async"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next photo"
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p id={counterId} className="gallery__counter" aria-live="polite">
          {position}
        </p>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="All photos" ref={thumbsRef}>
          {photos.map((photo, i) => (
            <li key={photo.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => go(i)}
              >
                <img src={photo.thumb ?? photo.src} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="gallery__hint">
        Use the arrow keys to move between photos.{' '}
        <a href={current.full ?? current.src} target="_blank" rel="noreferrer">
          View full size
        </a>
        {totalCount && totalCount > count ? ` · ${count} of ${totalCount} photos sent` : null}
      </p>
    </div>
  );
}
