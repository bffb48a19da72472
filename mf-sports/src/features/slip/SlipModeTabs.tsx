import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { BetMode } from 'shared/contract';
import { NAMESPACE } from '../../setup';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 0.4rem 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.text)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  cursor: pointer;
  &:hover:not([aria-selected='true']) {
    color: ${({ theme }) => theme.primary};
  }
`;

const modes: readonly BetMode[] = ['single', 'multiple', 'series'];

/** 单注 / 多注 / 串关. */
export function SlipModeTabs({ mode, onChange }: { mode: BetMode; onChange: (mode: BetMode) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs role="tablist" aria-label={t('slip.mode.label')}>
      {modes.map((m) => (
        <Tab
          key={m}
          type="button"
          role="tab"
          aria-selected={m === mode}
          $active={m === mode}
          data-testid={`slip-mode-${m}`}
          onClick={() => onChange(m)}
        >
          {t(`slip.mode.${m}`)}
        </Tab>
      ))}
    </Tabs>
  );
}
