import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { unreadCountsAtom } from 'shared/state';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { messageTabs, tabUnread, type MessageTabKey } from './message-tabs';
import { Badge } from './message-styles';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** 通知 · 活动 · 公告 · 赛事 · 反馈, each with its unread count from the shared counters. */
export function MessageTabs({ current, onSelect }: { current: MessageTabKey; onSelect: (key: MessageTabKey) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const counts = useAtomValue(unreadCountsAtom);
  return (
    <List role="tablist" aria-label={t('messages.tabsLabel')}>
      {messageTabs.map((tab) => {
        const unread = tabUnread(counts, tab);
        return (
          <PillButton
            key={tab.key}
            type="button"
            role="tab"
            id={`message-tab-${tab.key}`}
            aria-controls="message-panel"
            aria-selected={current === tab.key}
            $active={current === tab.key}
            onClick={() => onSelect(tab.key)}
          >
            {t(`messages.tabs.${tab.key}`)}
            {unread > 0 && (
              <Badge
                aria-label={t('messages.tabUnread', { count: unread })}
                data-testid={`message-tab-unread-${tab.key}`}
              >
                {unread}
              </Badge>
            )}
          </PillButton>
        );
      })}
    </List>
  );
}
