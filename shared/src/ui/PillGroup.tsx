import type { KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { PillButton } from './PillButton';
import { Row } from './Row';

export interface PillOption<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
}

export interface PillGroupProps<T extends string> {
  options: readonly PillOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name (the choice it makes). */
  label: string;
  /** 'tabs' when the choice switches what the page shows below; 'choice' for a filter. */
  kind?: 'tabs' | 'choice';
  disabled?: boolean;
  testId?: string;
}

/**
 * One choice among a few, drawn as pills. As tabs it follows the tab pattern: only the chosen pill
 * is in the tab order and the arrow keys, Home and End move the choice.
 */
export function PillGroup<T extends string>({
  options,
  value,
  onChange,
  label,
  kind = 'choice',
  disabled,
  testId,
}: PillGroupProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = kind === 'tabs';
  const move = (event: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    buttons.current[next]?.focus();
  };
  return (
    <Row $wrap role={tabs ? 'tablist' : 'group'} aria-label={label} data-testid={testId}>
      {options.map((option, index) => {
        const active = option.value === value;
        return (
          <PillButton
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            $active={active}
            disabled={disabled}
            data-testid={option.testId}
            onClick={() => onChange(option.value)}
            {...(tabs
              ? {
                  role: 'tab',
                  'aria-selected': active,
                  tabIndex: active ? 0 : -1,
                  onKeyDown: (event: KeyboardEvent) => move(event, index),
                }
              : { 'aria-pressed': active })}
          >
            {option.label}
          </PillButton>
        );
      })}
    </Row>
  );
}
