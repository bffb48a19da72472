import {
  consoleMemberBets,
  consoleMemberFunds,
  consoleMemberProfile,
  consoleSupportChatInfo,
  type SupportChat,
} from 'shared/contract/console';
import type { ResponseOf } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, Surface, type AsyncViewProps } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const RECENT = { pageNum: 1, pageSize: 5 };

type FundRecord = ResponseOf<typeof consoleMemberFunds>['list'][number];

/** Who the agent talks to (read-only): the member's balance and latest deposits, withdrawals and bets, or 游客; and the 问题编号 of their pages. */
export function PlayerPanel({ chat }: { chat: SupportChat }) {
  const { t } = useTranslation(NAMESPACE);
  const memberId = chat.memberId ?? 0;
  const isMember = chat.memberId !== null;
  const info = useEndpoint(consoleSupportChatInfo, { rid: chat.rid });
  const profile = useEndpoint(consoleMemberProfile, { memberId }, { enabled: isMember });
  const deposits = useEndpoint(consoleMemberFunds, { ...RECENT, memberId, kind: 'deposit' }, { enabled: isMember });
  const withdrawals = useEndpoint(consoleMemberFunds, { ...RECENT, memberId, kind: 'withdraw' }, { enabled: isMember });
  const bets = useEndpoint(consoleMemberBets, { ...RECENT, memberId }, { enabled: isMember });
  const fundRow = (row: FundRecord): RecentRow => ({
    key: row.orderNo,
    at: row.createdAt,
    amount: row.amount,
    status: t(`supportChat.fundStatus.${row.status}`),
  });

  return (
    <Surface $padding="1rem" data-testid="support-player">
      {/* A guest's name already reads 游客…; the hint below says there is no account. */}
      <h2 style={{ marginTop: 0 }}>{chat.ownerName}</h2>
      {isMember && (
        <>
          <AsyncView state={profile}>
            {(member) => (
              <p data-testid="support-balance">
                {t('supportChat.balance', {
                  center: formatMoney(member.balances.center),
                  locked: formatMoney(member.balances.locked),
                })}
              </p>
            )}
          </AsyncView>
          <RecentList title={t('supportChat.deposits')} state={deposits} row={fundRow} />
          <RecentList title={t('supportChat.withdrawals')} state={withdrawals} row={fundRow} />
          <RecentList
            title={t('supportChat.bets')}
            state={bets}
            row={(bet) => ({
              key: bet.ticketId,
              at: bet.createdAt,
              amount: bet.stake,
              status: t(`supportChat.betStatus.${bet.status}`),
            })}
          />
        </>
      )}
      {!isMember && <Muted>{t('supportChat.guestHint')}</Muted>}
      <h3>{t('supportChat.traces')}</h3>
      <AsyncView
        state={info}
        isEmpty={(found) => found.traces.length === 0}
        empty={<Muted>{t('supportChat.noTraces')}</Muted>}
      >
        {(found) => (
          <ul data-testid="support-traces">
            {found.traces.map((trace) => (
              <li key={trace.traceId}>
                <code>{trace.traceId}</code> <Muted $size="0.75rem">{formatBeijingTime(trace.at, 'minute')}</Muted>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Surface>
  );
}

/** One recent record as the panel lists it: when, how much, and where it stands. */
interface RecentRow {
  key: string;
  at: string;
  amount: number;
  status: string;
}

/** The latest few records of one kind under their heading, or 暂无 when there are none. */
function RecentList<T>({
  title,
  state,
  row,
}: {
  title: string;
  state: AsyncViewProps<{ list: T[] }>['state'];
  row: (item: T) => RecentRow;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h3>{title}</h3>
      <AsyncView
        state={state}
        isEmpty={(page) => page.list.length === 0}
        empty={<Muted>{t('supportChat.none')}</Muted>}
      >
        {(page) => (
          <ul>
            {page.list.map(row).map((shown) => (
              <li key={shown.key}>
                {formatBeijingTime(shown.at, 'minute')} {formatMoney(shown.amount)} {shown.status}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </>
  );
}
