import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { SliderDrag } from './slider-provider';
import { TrackRecorder } from './track-recorder';

/** Arrow keys move the piece by this many image pixels; with Shift, by KEY_STEP_FAST. */
const KEY_STEP = 2;
const KEY_STEP_FAST = 10;

export interface SliderDragOptions {
  /** The furthest the piece can go: image width minus piece size, in image pixels. */
  max: number;
  /** Image width in pixels: the track is drawn at the image's width, whatever its CSS size. */
  imageWidth: number;
  trackRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  onRelease: (drag: SliderDrag) => void;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * Dragging the slider with a mouse or a finger (pointer events, followed on the window so a fast
 * drag that leaves the handle still counts) or with the arrow keys (Enter lets go). Positions are
 * in image pixels, the unit the server checks the answer in.
 */
export function useSliderDrag({ max, imageWidth, trackRef, disabled, onRelease }: SliderDragOptions) {
  const [x, setX] = useState(0);
  const position = useRef(0);
  const recorder = useRef(new TrackRecorder());
  const origin = useRef<{ clientX: number; clientY: number; x: number } | null>(null);
  const release = useRef(onRelease);
  useEffect(() => {
    release.current = onRelease;
  });

  const move = useCallback(
    (next: number, y: number) => {
      position.current = clamp(next, max);
      setX(position.current);
      recorder.current.add(position.current, y, Date.now());
    },
    [max],
  );

  const finish = useCallback(() => {
    origin.current = null;
    if (!recorder.current.active) return;
    release.current({ x: Math.round(position.current), track: recorder.current.finish() });
  }, []);

  /** Image pixels per CSS pixel: the puzzle may be drawn smaller than the image on a narrow screen. */
  const scale = useCallback(() => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? imageWidth / width : 1;
  }, [imageWidth, trackRef]);

  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!dragging) return undefined;
    const onMove = (event: PointerEvent) => {
      const start = origin.current;
      if (!start) return;
      const factor = scale();
      move(start.x + (event.clientX - start.clientX) * factor, (event.clientY - start.clientY) * factor);
    };
    const onUp = () => {
      setDragging(false);
      finish();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [dragging, finish, move, scale]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (disabled) return;
    event.preventDefault();
    origin.current = { clientX: event.clientX, clientY: event.clientY, x: position.current };
    recorder.current.begin(position.current, Date.now());
    setDragging(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const step = event.shiftKey ? KEY_STEP_FAST : KEY_STEP;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? position.current + step
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? position.current - step
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? max
              : null;
    if (target !== null) {
      event.preventDefault();
      if (!recorder.current.active) recorder.current.begin(position.current, Date.now());
      move(target, 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      finish();
    }
  };

  return { x, dragging, onPointerDown, onKeyDown };
}
