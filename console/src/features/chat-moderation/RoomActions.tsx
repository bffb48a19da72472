import { useState } from 'react';
import {
  consoleChatBlock,
  consoleChatClear,
  consoleChatDestroy,
  consoleChatStatus,
  consoleChatVipLevel,
  type ModeratedRoom,
} from 'shared/contract/console';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { DialogFailure } from '../../ui/dialog-parts';
import { ConfirmRoomDialog } from './ConfirmRoomDialog';
import { GiftDialog } from './GiftDialog';
import { PredictionDialog } from './PredictionDialog';
import { useModeration } from './use-moderation';

const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);
type Asking = 'clear' | 'destroy' | 'prediction' | 'gift' | null;

/** The room's actions: reversible ones at once, clearing and destroying after a confirmation. */
export function RoomActions({ room, onMute }: { room: ModeratedRoom; onMute: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const block = useModeration(consoleChatBlock);
  const status = useModeration(consoleChatStatus);
  const vip = useModeration(consoleChatVipLevel);
  const [vipLevel, setVipLevel] = useState(room.vipLevel);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = block.busy || status.busy || vip.busy;
  const failure = block.failure ?? status.failure ?? vip.failure;
  const rid = room.rid;
  return (
    <>
      <Row $gap="0.75rem" $wrap>
        <Button onClick={onMute}>{t('chatModeration.muteMember')}</Button>
        <Button
          variant="secondary"
          loading={block.busy}
          disabled={busy}
          onClick={() => void block.run({ rid, blocked: !room.blocked })}
        >
          {room.blocked ? t('chatModeration.unblock') : t('chatModeration.block')}
        </Button>
        <Button
          variant="secondary"
          loading={status.busy}
          disabled={busy}
          onClick={() => void status.run({ rid, status: room.status === 'open' ? 'closed' : 'open' })}
        >
          {room.status === 'open' ? t('chatModeration.closeRoom') : t('chatModeration.openRoom')}
        </Button>
        <ConsoleSelect
          label={t('chatModeration.vipLevel')}
          value={vipLevel}
          onChange={(event) => setVipLevel(Number(event.target.value))}
        >
          {VIP_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level === 0 ? t('chatModeration.vipAll') : t('chatModeration.vipOption', { level })}
            </option>
          ))}
        </ConsoleSelect>
        <Button
          variant="secondary"
          loading={vip.busy}
          disabled={busy || vipLevel === room.vipLevel}
          onClick={() => void vip.run({ rid, vipLevel })}
        >
          {t('chatModeration.setVip')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('prediction')}>
          {t('chatModeration.prediction')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('gift')}>
          {t('chatModeration.gift')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('clear')}>
          {t('chatModeration.clear')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('destroy')}>
          {t('chatModeration.destroy')}
        </Button>
      </Row>
      {failure !== null && (
        <DialogFailure role="alert">{errorMessage(failure, t('pages.chatModeration'))}</DialogFailure>
      )}
      {asking === 'clear' && (
        <ConfirmRoomDialog endpoint={consoleChatClear} room={room} action="clear" onClose={() => setAsking(null)} />
      )}
      {asking === 'destroy' && (
        <ConfirmRoomDialog endpoint={consoleChatDestroy} room={room} action="destroy" onClose={() => setAsking(null)} />
      )}
      {asking === 'prediction' && <PredictionDialog rid={rid} onClose={() => setAsking(null)} />}
      {asking === 'gift' && <GiftDialog rid={rid} onClose={() => setAsking(null)} />}
    </>
  );
}
