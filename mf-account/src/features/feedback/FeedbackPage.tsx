import { useState } from 'react';
import { useSearchParams } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { delFeedback, getFeedBackList } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { PageHead, PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { Panel } from '../../ui/page-styles';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import { afterTicketDeleted } from './feedback-api';
import { feedbackSearch, feedbackView, type FeedbackView } from './feedback-address';

const Tabs = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const tabs = ['form', 'list'] as const;

/**
 * /mine/feedback: 提交反馈 and 我的反馈 on one page; the tab and an open ticket are in the address
 * (?tab=list&id=), so a ticket can be linked to and the back button closes it.
 */
export function FeedbackPage() {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const view = feedbackView(search);
  const [toDelete, setToDelete] = useState<number | null>(null);
  // The ticket list refetches after a deletion, wherever it shows; the reply badge follows.
  const remove = useEndpointMutation(delFeedback, { invalidates: [getFeedBackList] });

  const go = (next: FeedbackView, replace = false) => setSearch(feedbackSearch(next), { replace });

  const deleted = (id: number) => {
    setToDelete(null);
    afterTicketDeleted();
    bus.emit('ui:toast', { message: t('feedback.deleted'), kind: 'success' });
    if (view.id === id) go({ tab: 'list', id: null }, true);
  };

  return (
    <Panel aria-labelledby="feedback-title">
      <PageHead id="feedback-title" title={t('feedback.title')} />
      <Tabs role="tablist" aria-label={t('feedback.tabsLabel')}>
        {tabs.map((tab) => (
          <PillButton
            key={tab}
            type="button"
            role="tab"
            id={`feedback-tab-${tab}`}
            aria-controls="feedback-panel"
            aria-selected={view.tab === tab}
            $active={view.tab === tab}
            onClick={() => go({ tab, id: null })}
          >
            {t(`feedback.tabs.${tab}`)}
          </PillButton>
        ))}
      </Tabs>
      <div id="feedback-panel" role="tabpanel" aria-labelledby={`feedback-tab-${view.tab}`}>
        {view.tab === 'form' && <FeedbackForm onSubmitted={(id) => go({ tab: 'list', id })} />}
        {view.tab === 'list' && view.id !== null && (
          <FeedbackDetail
            key={view.id}
            id={view.id}
            onBack={() => go({ tab: 'list', id: null })}
            onDelete={setToDelete}
          />
        )}
        {view.tab === 'list' && view.id === null && (
          <FeedbackList onOpen={(id) => go({ tab: 'list', id })} onDelete={setToDelete} />
        )}
      </div>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t('feedback.deleteTitle')}
        message={t('feedback.deleteConfirm')}
        onConfirm={async () => {
          if (toDelete === null) return;
          await remove.call({ id: toDelete });
          deleted(toDelete);
        }}
        onClose={() => setToDelete(null)}
      />
    </Panel>
  );
}
