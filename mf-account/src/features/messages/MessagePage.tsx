import { useSearchParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Panel } from '../../ui/page-styles';
import { LetterBox } from './LetterBox';
import { MessageTabs } from './MessageTabs';
import { tabFor, type MessageTabKey } from './message-tabs';

/** /mine/message: the member's letters by type (?tab=), with their unread counts. */
export function MessagePage() {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const tab = tabFor(search.get('tab'));
  const select = (key: MessageTabKey) => setSearch({ tab: key }, { replace: true });
  return (
    <Panel aria-labelledby="message-title">
      <PageHead id="message-title" title={t('messages.title')} />
      <MessageTabs current={tab.key} onSelect={select} />
      <div id="message-panel" role="tabpanel" aria-labelledby={`message-tab-${tab.key}`}>
        {/* A new tab starts over: page 1, nothing ticked or open. */}
        <LetterBox key={tab.key} tab={tab} />
      </div>
    </Panel>
  );
}
