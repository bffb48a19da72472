import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { Note } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { NestedDialog } from '../../form/NestedDialog';
import type { SliderChallenge, SliderDrag } from './slider-provider';
import { useSliderDrag } from './use-slider-drag';

const Puzzle = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  img {
    display: block;
    user-select: none;
    -webkit-user-drag: none;
  }
  > img:first-of-type {
    width: 100%;
    height: 100%;
  }
`;

const Piece = styled.img`
  position: absolute;
  filter: drop-shadow(0 0 2px rgba(0, 0, 0, 0.45));
`;

const Track = styled.div`
  position: relative;
  height: 2.75rem;
  margin-top: 0.75rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  display: flex;
  align-items: center;
  justify-content: center;
  user-select: none;
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${({ theme }) => theme.primary};
  opacity: 0.15;
  border-radius: ${({ theme }) => theme.radius};
`;

const Handle = styled.div<{ $busy: boolean }>`
  position: absolute;
  top: -1px;
  bottom: -1px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 1.125rem;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'grab')};
  /* The finger drags the handle, not the page. */
  touch-action: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.text};
    outline-offset: 2px;
  }
`;

export interface SliderCaptchaDialogProps {
  challenge: SliderChallenge;
  /** The server's reason for asking (again). */
  notice?: string | undefined;
  /** The drag was let go and is being checked: the handle stays where it was put. */
  verifying: boolean;
  onDrag: (drag: SliderDrag) => void;
  onCancel: () => void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * 安全验证: the reference slider puzzle. The piece sits at its fixed height (pieceY) and follows the
 * handle; the track is as wide as the image, so the handle's left edge is the piece's left edge.
 */
export function SliderCaptchaDialog({ challenge, notice, verifying, onDrag, onCancel }: SliderCaptchaDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const keysId = useId();
  const { width, height, pieceSize, pieceY } = challenge;
  const max = width - pieceSize;
  const { x, onPointerDown, onKeyDown } = useSliderDrag({
    max,
    imageWidth: width,
    trackRef,
    disabled: verifying,
    onRelease: onDrag,
  });

  // The handle takes focus once the dialog has placed its own, so the arrow keys work at once.
  useEffect(() => handleRef.current?.focus(), []);

  return (
    <NestedDialog
      open
      title={t('captcha.sliderTitle')}
      onClose={onCancel}
      closable={!verifying}
      width={`calc(${width}px + 3rem)`}
    >
      <FormAlert message={notice ?? null} />
      <Puzzle style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={challenge.background} alt="" draggable={false} />
        <Piece
          src={challenge.piece}
          alt=""
          draggable={false}
          style={{ left: percent(x, width), top: percent(pieceY, height), width: percent(pieceSize, width) }}
        />
      </Puzzle>
      <Track ref={trackRef} data-testid="slider-track">
        <Fill style={{ width: percent(x + pieceSize / 2, width) }} />
        <span aria-live="polite">{verifying ? t('captcha.verifying') : t('captcha.sliderHint')}</span>
        <Handle
          role="slider"
          tabIndex={0}
          ref={handleRef}
          aria-label={t('captcha.sliderHandle')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={verifying || undefined}
          aria-describedby={keysId}
          $busy={verifying}
          style={{ left: percent(x, width), width: percent(pieceSize, width) }}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden>→</span>
        </Handle>
      </Track>
      <Note id={keysId} style={{ marginTop: '0.5rem' }}>
        {t('captcha.sliderKeys')}
      </Note>
    </NestedDialog>
  );
}
