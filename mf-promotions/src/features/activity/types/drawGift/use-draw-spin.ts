import { useCallback, useEffect, useRef, useState } from 'react';
import { FREE_STEP_MS, landingDelays } from './spin-plan';

export interface DrawSpin {
  /** The lit prize cell, or null when none is. */
  lit: number | null;
  spinning: boolean;
  /** Runs the lights round while the draw is on its way; with reduced motion nothing moves. */
  start: () => void;
  /**
   * Slows the lights down onto `target`, the cell of the prize the server answered, and resolves once
   * they rest there. null (no draw, or a prize not on the board) puts them out at once.
   */
  land: (target: number | null) => Promise<void>;
}

/** The lights of the prize board, over `count` cells. */
export function useDrawSpin(count: number, reducedMotion: boolean): DrawSpin {
  const [lit, setLit] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const position = useRef(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const advance = useCallback(() => {
    position.current = (position.current + 1) % count;
    setLit(position.current);
  }, [count]);

  const start = useCallback(() => {
    stopTimer();
    setSpinning(true);
    position.current = -1;
    setLit(null);
    if (reducedMotion) return;
    const tick = () => {
      advance();
      timer.current = setTimeout(tick, FREE_STEP_MS);
    };
    tick();
  }, [advance, reducedMotion, stopTimer]);

  const land = useCallback(
    (target: number | null) =>
      new Promise<void>((resolve) => {
        stopTimer();
        const rest = (at: number | null) => {
          position.current = at ?? -1;
          setLit(at);
          setSpinning(false);
          resolve();
        };
        if (target === null || reducedMotion) {
          rest(target);
          return;
        }
        const delays = landingDelays(position.current, target, count);
        let step = 0;
        const next = () => {
          if (step === delays.length) {
            rest(target);
            return;
          }
          timer.current = setTimeout(() => {
            advance();
            step += 1;
            next();
          }, delays[step]);
        };
        next();
      }),
    [advance, count, reducedMotion, stopTimer],
  );

  return { lit, spinning, start, land };
}
