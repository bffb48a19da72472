import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { COMMON_EMOJI, EMOJI_COLUMNS } from './common-emoji';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.surfaceAlt};
    color: ${({ theme }) => theme.primary};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
  }
`;

const Grid = styled.div`
  position: absolute;
  left: 0;
  bottom: calc(100% + 0.375rem);
  z-index: 5;
  display: grid;
  grid-template-columns: repeat(${EMOJI_COLUMNS}, 2rem);
  gap: 0.125rem;
  padding: 0.375rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.2);
`;

const Item = styled.button`
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  font-size: 1.15rem;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
`;

/** The toggle's mark: drawn, so it does not depend on the system's emoji font. */
function SmileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25rem"
      height="1.25rem"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2" />
      <line x1="9" y1="9" x2="9.01" y2="9" />
      <line x1="15" y1="9" x2="15.01" y2="9" />
    </svg>
  );
}

const STEP: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: EMOJI_COLUMNS,
  ArrowUp: -EMOJI_COLUMNS,
};

export interface EmojiPickerProps {
  disabled: boolean;
  onPick: (emoji: string) => void;
}

/**
 * A small grid of common emoji. Keyboard: the first emoji takes focus on opening, arrow keys move,
 * Enter picks, Escape closes (and only the picker, not a window around it) and returns to the toggle.
 */
export function EmojiPicker({ disabled, onPick }: EmojiPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemsRef.current[0]?.focus();
    const onDown = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    const step = STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = itemsRef.current.findIndex((item) => item === document.activeElement);
    const next = Math.min(COMMON_EMOJI.length - 1, Math.max(0, index + step));
    itemsRef.current[next]?.focus();
  };

  return (
    <Wrap ref={wrapRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        data-testid="chat-emoji"
        aria-label={t('emoji.toggle')}
        title={t('emoji.toggle')}
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        <SmileIcon />
      </Toggle>
      {open && (
        <Grid id={gridId} role="group" aria-label={t('emoji.picker')} onKeyDown={onKeyDown}>
          {COMMON_EMOJI.map((emoji, index) => (
            <Item
              key={emoji}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              type="button"
              onClick={() => {
                setOpen(false);
                onPick(emoji);
              }}
            >
              {emoji}
            </Item>
          ))}
        </Grid>
      )}
    </Wrap>
  );
}
