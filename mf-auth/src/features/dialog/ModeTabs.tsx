import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import type { AuthFormMode } from './auth-dialog-state';
import { NAMESPACE } from '../../setup';
import { LOGIN_MODE, REGISTER_MODE } from './auth-dialog-state';

const List = styled.div`
  display: flex;
  gap: 1.5rem;
  justify-content: center;
  margin: 0 0 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 0.5rem 0.25rem 0.625rem;
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.primary : theme.textMuted)};
  font-size: 1.0625rem;
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  cursor: pointer;
`;

const tabs: { mode: AuthFormMode; key: 'tabs.login' | 'tabs.register' }[] = [
  { mode: LOGIN_MODE, key: 'tabs.login' },
  { mode: REGISTER_MODE, key: 'tabs.register' },
];

/** 登录 / 注册: the dialog's heading and its mode switch in one. */
export function ModeTabs({ mode, onSelect }: { mode: AuthFormMode; onSelect: (mode: AuthFormMode) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List role="tablist">
      {tabs.map((tab) => (
        <Tab
          key={tab.mode}
          type="button"
          role="tab"
          aria-selected={tab.mode === mode}
          $active={tab.mode === mode}
          onClick={() => onSelect(tab.mode)}
        >
          {t(tab.key)}
        </Tab>
      ))}
    </List>
  );
}
