// What the map area shows before the live map is needed: a flat picture of the first view and
// one button. The WebGL map is the most expensive thing on the page to start, so a first visit
// with nothing to show on it does not pay for it until the user asks (Lighthouse's "facade").
import { useEffect, useRef, useState } from 'react';
import './map-preview.css';

export interface MapPreviewProps {
  /** The live map is on its way (its code is loading): say so instead of offering the button. */
  opening: boolean;
  onOpen: () => void;
  /** Pointer over or focus in the preview: a hint to start fetching the map's code. */
  onIntent: () => void;
  /** Hides the map area for good (on this device), for someone who works in the table. */
  onHide: () => void;
}

export function MapPreview({ opening, onOpen, onIntent, onHide }: MapPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pictureFailed, setPictureFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const controller = new AbortController();
    let shapes: import('./map-preview-picture').PreviewShapes | undefined;
    let picture: typeof import('./map-preview-picture') | undefined;
    const paint = () => {
      // A software canvas: one still picture does not need the GPU, and starting GPU raster costs more.
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!shapes || !picture || !context) return;
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      picture.paintPreview(context, shapes, width, height, ratio);
    };
    import('./map-preview-picture')
      .then(async (module) => {
        picture = module;
        shapes = await module.loadPreviewShapes(controller.signal);
        paint();
      })
      .catch(() => {
        // The picture is decoration: without it the panel still offers the map.
        if (!controller.signal.aborted) setPictureFailed(true);
      });
    const observer = new ResizeObserver(paint);
    observer.observe(canvas);
    return () => {
      controller.abort();
      observer.disconnect();
    };
  }, []);

  return (
    <div
      className={`map-preview${pictureFailed ? ' map-preview--plain' : ''}`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <canvas
        ref={canvasRef}
        className="map-preview__picture"
        aria-hidden="true"
        onClick={onOpen}
      />
      <button type="button" className="button button--ghost map-gate__hide" onClick={onHide}>
        Hide map
      </button>
      <div className="map-preview__card">
        <p className="map-preview__title">Search by area</p>
        <p className="map-preview__body">
          Draw a radius or polygons on the map, and see each page of leads on it.
        </p>
        {opening ? (
          <p className="map-preview__status" role="status">
            Loading the map…
          </p>
        ) : (
          <button type="button" className="button" onClick={onOpen}>
            Open the map
          </button>
        )}
      </div>
    </div>
  );
}
