import { useState } from 'react';
import { consoleMemberProfile } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, PillGroup, Row, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { LockButton } from './LockButton';
import { MemberStatus } from './MemberStatus';
import { BetsTab } from './tabs/BetsTab';
import { FundsTab } from './tabs/FundsTab';
import { LedgerTab } from './tabs/LedgerTab';
import { NotesTab } from './tabs/NotesTab';
import { ProfileTab } from './tabs/ProfileTab';
import { ProtectionTab } from './tabs/ProtectionTab';
import { SessionsTab } from './tabs/SessionsTab';

const TABS = ['profile', 'ledger', 'bets', 'funds', 'sessions', 'protection', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** One member: who they are and their state, with a tab per kind of record. */
export function MemberDetail({ memberId, onBack }: { memberId: number; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [tab, setTab] = useState<Tab>('profile');
  const state = useEndpoint(consoleMemberProfile, { memberId });
  return (
    <Surface $padding="1rem">
      <Row $gap="1rem" $justify="space-between">
        <Button variant="ghost" onClick={onBack}>
          {t('members.back')}
        </Button>
        {state.data && (
          <Row $gap="1rem">
            <strong data-testid="member-name">
              {state.data.username}（{state.data.id}）
            </strong>
            <MemberStatus status={state.data.status} />
            <LockButton profile={state.data} />
          </Row>
        )}
      </Row>
      <AsyncView state={state}>
        {(profile) => (
          <>
            <PillGroup
              label={t('members.tabsLabel')}
              kind="tabs"
              value={tab}
              onChange={setTab}
              options={TABS.map((value) => ({ value, label: t(`members.tabs.${value}`) }))}
            />
            <div role="tabpanel" aria-label={t(`members.tabs.${tab}`)}>
              {tab === 'profile' && <ProfileTab profile={profile} />}
              {tab === 'ledger' && <LedgerTab memberId={memberId} />}
              {tab === 'bets' && <BetsTab memberId={memberId} />}
              {tab === 'funds' && <FundsTab memberId={memberId} />}
              {tab === 'sessions' && <SessionsTab memberId={memberId} />}
              {tab === 'protection' && <ProtectionTab memberId={memberId} />}
              {tab === 'notes' && <NotesTab memberId={memberId} />}
            </div>
          </>
        )}
      </AsyncView>
    </Surface>
  );
}
