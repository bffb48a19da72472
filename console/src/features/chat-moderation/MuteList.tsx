import { consoleChatUnmute, type ChatMute } from 'shared/contract/console';
import { errorMessage } from 'shared/api';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure } from '../../ui/dialog-parts';
import { useModeration } from './use-moderation';

/** The mutes in force in the room, each with its reason and a button that lifts it. */
export function MuteList({ rid, mutes }: { rid: string; mutes: readonly ChatMute[] }) {
  const { t } = useTranslation(NAMESPACE);
  const unmute = useModeration(consoleChatUnmute);
  return (
    <section aria-labelledby="chat-room-mutes">
      <h3 id="chat-room-mutes">{t('chatModeration.mutesTitle')}</h3>
      {mutes.length === 0 ? (
        <Muted as="p">{t('chatModeration.noMutes')}</Muted>
      ) : (
        mutes.map((mute) => (
          <Row key={mute.userId} $gap="0.5rem" $wrap data-testid="chat-room-mute">
            <strong>{mute.name}</strong>
            <Muted>{t('chatModeration.mutedUntil', { until: formatBeijingTime(mute.mutedUntil, 'minute') })}</Muted>
            <span>{mute.reason}</span>
            <Button
              variant="secondary"
              disabled={unmute.busy}
              onClick={() => void unmute.run({ rid, name: mute.name })}
              aria-label={t('chatModeration.unmuteOne', { name: mute.name })}
            >
              {t('chatModeration.unmute')}
            </Button>
          </Row>
        ))
      )}
      {unmute.failure !== null && (
        <DialogFailure role="alert">{errorMessage(unmute.failure, t('chatModeration.unmute'))}</DialogFailure>
      )}
    </section>
  );
}
