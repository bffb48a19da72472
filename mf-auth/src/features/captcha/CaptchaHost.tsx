import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CaptchaContext } from './captcha-context';
import { runCaptchaStep } from './captcha-step';
import { CaptchaCancelled, type CaptchaProof, type CaptchaRequest } from './captcha-types';
import { GraphicCaptchaDialog } from './GraphicCaptchaDialog';
import { createReferenceSliderProvider, type SliderChallenge, type SliderDrag } from './slider-provider';
import { useHostedSliderProvider } from './slider-provider-context';
import { SliderCaptchaDialog } from './SliderCaptchaDialog';

type Pending<T> = { resolve: (value: T) => void; reject: (reason: unknown) => void };

/** The captcha dialog on screen, with the promise it answers. */
type Shown = { id: number; notice: string | undefined } & (
  | ({ kind: 'graphic' } & Pending<{ codeId: string; code: string }>)
  | ({ kind: 'slider'; challenge: SliderChallenge; verifying: boolean } & Pending<SliderDrag>)
);

/**
 * Gives the screens inside it one captcha step (useCaptcha) and shows its dialogs. One captcha at
 * a time: a new request closes the one before. Leaving (the auth dialog closes) cancels it, so no
 * flow waits forever on a dialog that is gone.
 */
export function CaptchaHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const current = useRef<Shown | null>(null);
  const notice = useRef<string | undefined>(undefined);
  // Each captcha gets its own dialog instance (React key): a second one after a wrong code must
  // load a fresh image and start with an empty input, even when no render happened in between.
  const nextId = useRef(0);
  const latestRun = useRef(0);
  const hosted = useHostedSliderProvider();

  const show = useCallback((next: Shown | null) => {
    current.current = next;
    setShown(next);
  }, []);

  const cancel = useCallback(() => {
    current.current?.reject(new CaptchaCancelled());
    show(null);
  }, [show]);

  useEffect(() => cancel, [cancel]);

  const present = useCallback(
    (challenge: SliderChallenge) =>
      new Promise<SliderDrag>((resolve, reject) =>
        show({
          id: ++nextId.current,
          kind: 'slider',
          notice: notice.current,
          challenge,
          verifying: false,
          resolve,
          reject,
        }),
      ),
    [show],
  );
  const slider = useMemo(() => hosted ?? createReferenceSliderProvider(present), [hosted, present]);

  const graphic = useCallback(
    (request: CaptchaRequest) =>
      new Promise<{ codeId: string; code: string }>((resolve, reject) =>
        show({ id: ++nextId.current, kind: 'graphic', notice: request.notice, resolve, reject }),
      ),
    [show],
  );

  const run = useCallback(
    async (request: CaptchaRequest): Promise<CaptchaProof> => {
      cancel();
      const runId = ++latestRun.current;
      notice.current = request.notice;
      try {
        return await runCaptchaStep(request, { graphic, slider });
      } finally {
        // Solved, failed or closed: the step is over and its dialog goes (SPEC §8 "ends the captcha"),
        // unless a newer step has taken the screen meanwhile.
        if (runId === latestRun.current) show(null);
      }
    },
    [cancel, graphic, show, slider],
  );

  return (
    <CaptchaContext.Provider value={run}>
      {children}
      {shown?.kind === 'graphic' && (
        <GraphicCaptchaDialog key={shown.id} notice={shown.notice} onSolved={shown.resolve} onCancel={cancel} />
      )}
      {shown?.kind === 'slider' && (
        <SliderCaptchaDialog
          key={shown.id}
          challenge={shown.challenge}
          notice={shown.notice}
          verifying={shown.verifying}
          onDrag={(drag) => {
            // Stay on screen, handle where it was let go, until the step has checked the drag.
            show({ ...shown, verifying: true });
            shown.resolve(drag);
          }}
          onCancel={cancel}
        />
      )}
    </CaptchaContext.Provider>
  );
}
