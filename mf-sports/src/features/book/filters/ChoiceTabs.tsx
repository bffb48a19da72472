import { TabButton, TabStrip } from './tab-button';

export interface ChoiceTabsProps<T extends string> {
  label: string;
  options: readonly T[];
  active: T;
  onChoose: (option: T) => void;
  /** The tab's name and its test id. */
  text: (option: T) => string;
  testId: (option: T) => string;
  size?: 'large' | 'small';
}

/** A tab list with one chosen tab: the markets and the sports. */
export function ChoiceTabs<T extends string>({
  label,
  options,
  active,
  onChoose,
  text,
  testId,
  size = 'small',
}: ChoiceTabsProps<T>) {
  return (
    <TabStrip role="tablist" aria-label={label}>
      {options.map((option) => (
        <TabButton
          key={option}
          type="button"
          role="tab"
          $size={size}
          $active={option === active}
          aria-selected={option === active}
          data-testid={testId(option)}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </TabButton>
      ))}
    </TabStrip>
  );
}
