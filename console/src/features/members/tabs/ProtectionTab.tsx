import { consoleMemberProtection, type MemberProtection } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, RecordsTable } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { ExtendExclusion } from './ExtendExclusion';

type Limit = MemberProtection['limits'][number];

/**
 * The member's own limits and breaks: what the member chose is theirs to loosen (after its delay);
 * the console may only lengthen the break in force, never shorten or lift it.
 */
export function ProtectionTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleMemberProtection, { memberId });
  const until = (at: string | null) =>
    at === null ? t('members.protection.permanent') : formatBeijingTime(at, 'minute');
  return (
    <AsyncView state={state}>
      {(protection) => (
        <div>
          <p data-testid="protection-current">
            {protection.current === null
              ? t('members.protection.none')
              : t('members.protection.current', {
                  kind: t(`members.protection.kinds.${protection.current.kind}`),
                  until: until(protection.current.endsAt),
                })}
          </p>
          {protection.current?.endsAt && (
            <ExtendExclusion
              memberId={memberId}
              current={{ ...protection.current, endsAt: protection.current.endsAt }}
            />
          )}
          <Muted as="p">{t('members.protection.realityCheck', { minutes: protection.realityCheckMinutes })}</Muted>
          <RecordsTable<Limit>
            rows={protection.limits}
            rowKey={(limit) => `${limit.kind}-${limit.period}`}
            columns={[
              {
                key: 'limit',
                title: t('members.protection.limit'),
                cell: (limit) =>
                  `${t(`members.protection.limitKinds.${limit.kind}`)} · ${t(`members.protection.periods.${limit.period}`)}`,
              },
              {
                key: 'amount',
                title: t('members.columns.amount'),
                num: true,
                cell: (limit) => (limit.amount === null ? '-' : formatMoney(limit.amount)),
              },
              { key: 'used', title: t('members.protection.used'), num: true, cell: (limit) => formatMoney(limit.used) },
              {
                key: 'pending',
                title: t('members.protection.pending'),
                cell: (limit) =>
                  limit.pending === null ? (
                    <Muted>-</Muted>
                  ) : (
                    `${limit.pending.amount === null ? t('members.protection.removed') : formatMoney(limit.pending.amount)} · ${formatBeijingTime(limit.pending.effectiveAt, 'minute')}`
                  ),
              },
            ]}
          />
          <h2>{t('members.protection.history')}</h2>
          {protection.exclusions.length === 0 ? (
            <Muted>{t('members.protection.noHistory')}</Muted>
          ) : (
            <RecordsTable
              rows={protection.exclusions}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'kind',
                  title: t('members.protection.kind'),
                  cell: (row) => t(`members.protection.kinds.${row.kind}`),
                },
                {
                  key: 'from',
                  title: t('members.protection.from'),
                  cell: (row) => formatBeijingTime(row.startsAt, 'minute'),
                },
                { key: 'to', title: t('members.protection.to'), cell: (row) => until(row.endsAt) },
                {
                  key: 'active',
                  title: t('members.columns.status'),
                  cell: (row) => (row.active ? t('members.protection.active') : t('members.protection.ended')),
                },
              ]}
            />
          )}
        </div>
      )}
    </AsyncView>
  );
}
