import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { emptyDepositDraft, type DepositFilterDraft } from './deposit-filter';

export interface DepositFiltersProps {
  channels: readonly { channelId: string; name: string }[];
  rangeProblem: boolean;
  onApply: (draft: DepositFilterDraft) => void;
}

/** Channel, member, order number, reference and Beijing days; applied on 查询 (or Enter). */
export function DepositFilters({ channels, rangeProblem, onApply }: DepositFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<DepositFilterDraft>(emptyDepositDraft);
  const set = <K extends keyof DepositFilterDraft>(key: K, value: DepositFilterDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('deposits.filters')}>
      <Row $gap="0.75rem" style={{ alignItems: 'flex-start' }}>
        <ConsoleSelect
          label={t('deposits.channel')}
          value={draft.channelId}
          onChange={(event) => set('channelId', event.target.value)}
        >
          <option value="">{t('deposits.anyChannel')}</option>
          {channels.map((channel) => (
            <option key={channel.channelId} value={channel.channelId}>
              {channel.name}
            </option>
          ))}
        </ConsoleSelect>
        <TextField
          label={t('deposits.member')}
          value={draft.member}
          onChange={(event) => set('member', event.target.value)}
        />
        <TextField
          label={t('deposits.orderNo')}
          value={draft.orderNo}
          onChange={(event) => set('orderNo', event.target.value)}
        />
        <TextField
          label={t('deposits.reference')}
          value={draft.reference}
          onChange={(event) => set('reference', event.target.value)}
        />
        <TextField
          label={t('deposits.from')}
          type="date"
          value={draft.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label={t('deposits.to')}
          type="date"
          value={draft.to}
          onChange={(event) => set('to', event.target.value)}
          error={rangeProblem ? t('deposits.rangeInvalid') : undefined}
        />
        <Button type="submit" style={{ marginTop: '1.3rem' }}>
          {t('deposits.search')}
        </Button>
      </Row>
    </form>
  );
}
