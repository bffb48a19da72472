import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../setup';
import { tabHref } from './tabs';
import type { PageTab } from './use-tab-list';

const Strip = styled.nav`
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0.375rem 1.5rem;
  list-style: none;
  overflow-x: auto;
`;

const Item = styled.li<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  border-radius: 4px;
  font-size: 0.8125rem;
  background: ${({ theme, $active }) => ($active ? theme.primary : theme.surfaceAlt)};
  a {
    padding: 0.25rem 0.25rem 0.25rem 0.625rem;
    color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.text)};
  }
  button {
    /* 24 px at least: WCAG 2.5.8 target size. In px: the root font shrinks on narrower windows. */
    min-width: 24px;
    min-height: 24px;
    padding: 0 0.5rem;
    border: 0;
    background: none;
    cursor: pointer;
    color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.textMuted)};
  }
`;

interface Props {
  tabs: readonly PageTab[];
  activeKey: string;
  onClose: (key: string) => void;
}

/** SPEC §2 tab bar: the visited pages below the header; each can be closed. */
export function TabBar({ tabs, activeKey, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  if (tabs.length === 0) return null;
  return (
    <Strip aria-label={t('tabs.label')} data-testid="tab-bar">
      <List>
        {tabs.map((tab) => {
          const title = t(`title.${tab.title}`);
          const active = tab.key === activeKey;
          return (
            <Item key={tab.key} $active={active} data-tab={tab.key}>
              <Link to={tabHref(tab)} aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              <button type="button" aria-label={t('tabs.close', { title })} onClick={() => onClose(tab.key)}>
                ×
              </button>
            </Item>
          );
        })}
      </List>
    </Strip>
  );
}
