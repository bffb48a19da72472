import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { avatarList, type Avatar } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { AsyncView, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useAvatarWrites } from './use-avatar-writes';
import { AvatarGrid } from './AvatarGrid';
import { AvatarUpload } from './AvatarUpload';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
`;

function AvatarChoices({ currentUrl, onDone }: { currentUrl: string; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const avatars = useEndpoint(avatarList, {});
  const writes = useAvatarWrites();
  const [busy, setBusy] = useState<'choose' | 'upload' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (kind: 'choose' | 'upload', change: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await change();
      bus.emit('ui:toast', { message: t('avatar.saved'), kind: 'success' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t(kind === 'upload' ? 'avatar.upload.failed' : 'avatar.saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Body>
      <AsyncView state={avatars}>
        {(data) => (
          <AvatarGrid
            avatars={data.list}
            currentUrl={currentUrl}
            disabled={busy !== null}
            onChoose={(avatar: Avatar) => void run('choose', () => writes.choose(avatar.id))}
          />
        )}
      </AsyncView>
      <AvatarUpload
        busy={busy === 'upload'}
        disabled={busy !== null}
        onFile={(file) => void run('upload', () => writes.upload(file))}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
    </Body>
  );
}

/** 更换头像: one of the server's avatars, or an uploaded picture. */
export function AvatarPicker({ open, currentUrl, onClose }: { open: boolean; currentUrl: string; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog open={open} title={t('avatar.title')} onClose={onClose} width="30rem">
      {open && <AvatarChoices currentUrl={currentUrl} onDone={onClose} />}
    </Dialog>
  );
}
