import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import {
  consoleSupportClaim,
  consoleSupportClose,
  consoleSupportDesk,
  consoleSupportDuty,
  consoleSupportHandOver,
  SUPPORT_DESK_POLL_MS,
  type SupportDesk,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { Button, Muted, PillGroup, Row, Surface, type AsyncState } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { DialogFailure } from '../../ui/dialog-parts';
import { CloseChatDialog } from './CloseChatDialog';
import { ConversationPanel } from './ConversationPanel';
import { PlayerPanel } from './PlayerPanel';
import { queueColumns } from './queue-columns';
import { useAgentChat } from './use-agent-chat';

const PAGE_SIZE = 10;

/** The desk's waiting page as its own loading state, for the paged table. */
function waitingOf(desk: AsyncState<SupportDesk> & { reload: () => void }) {
  const reload = desk.reload;
  if (desk.status === 'success') return { status: desk.status, data: desk.data.waiting, error: undefined, reload };
  if (desk.status === 'error') return { status: desk.status, data: desk.data?.waiting, error: desk.error, reload };
  return { status: desk.status, data: desk.data?.waiting, error: undefined, reload };
}
const AFTER = { invalidates: [consoleSupportDesk] };

/**
 * 在线客服: the agent goes on duty (the desk's poll is the duty's heartbeat), claims waiting rooms
 * (oldest first), answers them over the chat socket, hands them over or closes them with a note.
 */
export function SupportChatPage() {
  const { t } = useTranslation(NAMESPACE);
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const desk = useEndpoint(consoleSupportDesk, { pageNum, pageSize: PAGE_SIZE }, { poll: SUPPORT_DESK_POLL_MS });
  const duty = useEndpointMutation(consoleSupportDuty, AFTER);
  const claim = useEndpointMutation(consoleSupportClaim, AFTER);
  const handOver = useEndpointMutation(consoleSupportHandOver, AFTER);
  const close = useEndpointMutation(consoleSupportClose, AFTER);
  const mine = useMemo(() => desk.data?.mine ?? [], [desk.data]);
  const rooms = useMemo(() => mine.map((chat) => chat.rid), [mine]);
  const chat = useAgentChat(desk.data?.chatSiteId ?? null, rooms);
  const current = mine.find((held) => held.rid === selected) ?? mine[0] ?? null;
  const onDuty = desk.data?.onDuty ?? false;
  const columns = useMemo(
    () =>
      queueColumns(
        t,
        (waiting) => {
          void claim.run({ rid: waiting.rid }).then((held) => held && setSelected(held.rid));
        },
        claim.busy || !onDuty,
      ),
    [t, claim, onDuty],
  );
  const failure = [duty, claim, handOver].find((mutation) => mutation.failure !== null)?.failure;

  return (
    <section aria-labelledby="support-chat-title">
      <h1 id="support-chat-title">{t('pages.supportChat')}</h1>
      <Surface $padding="1rem">
        <Row $gap="1rem" $justify="space-between">
          <p role="status" data-testid="support-duty-state" style={{ margin: 0 }}>
            {onDuty ? t('supportChat.onDuty') : t('supportChat.offDuty')}
          </p>
          <Button
            type="button"
            disabled={duty.busy || desk.data === undefined}
            onClick={() => void duty.run({ onDuty: !onDuty })}
            data-testid="support-duty-toggle"
          >
            {onDuty ? t('supportChat.goOff') : t('supportChat.goOn')}
          </Button>
        </Row>
        {chat.state.loginProblem !== null && <DialogFailure role="alert">{chat.state.loginProblem}</DialogFailure>}
        {failure !== undefined && (
          <DialogFailure role="alert">{errorMessage(failure, t('supportChat.failed'))}</DialogFailure>
        )}
        <h2>{t('supportChat.queue')}</h2>
        <PagedRecords
          state={waitingOf(desk)}
          columns={columns}
          rowKey={(waiting) => waiting.rid}
          empty={t('supportChat.queueEmpty')}
          testId="support-queue"
          rowTestId="support-queue-row"
          onPage={setPageNum}
        />
      </Surface>
      <h2>{t('supportChat.mine')}</h2>
      {mine.length === 0 ? (
        <Muted>{t('supportChat.mineEmpty')}</Muted>
      ) : (
        <PillGroup
          label={t('supportChat.mine')}
          kind="tabs"
          value={current?.rid ?? ''}
          onChange={setSelected}
          options={mine.map((held) => ({ value: held.rid, label: held.ownerName }))}
        />
      )}
      {current !== null && (
        <Row $gap="1rem" style={{ alignItems: 'flex-start' }}>
          <div style={{ flex: 2 }}>
            <ConversationPanel
              chat={current}
              messages={chat.state.messages[current.rid] ?? []}
              ready={chat.state.ready}
              problem={chat.state.problems[current.rid]}
              agents={desk.data?.agents ?? []}
              busy={handOver.busy || close.busy}
              onSend={(text) => chat.send(current.rid, text)}
              onHandOver={(toOperatorId) => void handOver.run({ rid: current.rid, toOperatorId })}
              onClose={() => setClosing(true)}
            />
          </div>
          <div style={{ flex: 1 }}>
            <PlayerPanel chat={current} />
          </div>
        </Row>
      )}
      {closing && current !== null && (
        <CloseChatDialog
          chat={current}
          busy={close.busy}
          failure={close.failure === null ? null : errorMessage(close.failure, t('supportChat.failed'))}
          onCancel={() => setClosing(false)}
          onConfirm={(note) => {
            void close.run({ rid: current.rid, note }).then((closed) => closed && setClosing(false));
          }}
        />
      )}
    </section>
  );
}
