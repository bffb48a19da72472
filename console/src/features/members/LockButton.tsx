import { useState } from 'react';
import {
  consoleMemberProfile,
  consoleMemberSearch,
  consoleMemberSessions,
  consoleMemberSetLock,
  type MemberProfile,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** Locks or unlocks the account after a confirmation with the reason. */
export function LockButton({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(NAMESPACE);
  const [asking, setAsking] = useState(false);
  const mutation = useEndpointMutation(consoleMemberSetLock, {
    invalidates: [consoleMemberProfile, consoleMemberSearch, consoleMemberSessions],
  });
  const lock = profile.status === 'active';
  return (
    <>
      <Button variant={lock ? 'secondary' : 'primary'} onClick={() => setAsking(true)} disabled={mutation.busy}>
        {lock ? t('members.lock') : t('members.unlock')}
      </Button>
      {asking && (
        <ReasonDialog
          placeholder={t('members.reasonPlaceholder')}
          title={lock ? t('members.lockTitle') : t('members.unlockTitle')}
          body={
            lock
              ? t('members.lockBody', { name: profile.username })
              : t('members.unlockBody', { name: profile.username })
          }
          confirm={lock ? t('members.lock') : t('members.unlock')}
          busy={mutation.busy}
          failure={mutation.failure}
          onClose={() => setAsking(false)}
          onConfirm={async (reason) => (await mutation.run({ memberId: profile.id, locked: lock, reason })) !== null}
        />
      )}
    </>
  );
}
