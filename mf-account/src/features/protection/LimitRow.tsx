import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import type { ProtectionLimit, ProtectionSettings } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Button, Muted, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useSaveLimit } from './use-protection-writes';
import { Facts, Inline, Pending, Row } from './protection-styles';

/** Whole yuan from 1 to 100,000,000, or null for anything else. */
export function parseLimit(text: string): number | null {
  if (!/^\d{1,9}$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return amount >= 1 && amount <= 100_000_000 ? amount : null;
}

/**
 * One limit (每日 / 每周 / 每月): what is in force, what this period used, a raise or removal still
 * waiting its 24 h, and a field to change it. The server decides what applies at once.
 */
export function LimitRow({
  limit,
  onSaved,
}: {
  limit: ProtectionLimit;
  onSaved: (settings: ProtectionSettings) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const saveLimit = useSaveLimit();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = t(`protection.period.${limit.period}`);
  const label = t(`protection.${limit.kind}.field`, { period: name });

  const save = async (amount: number | null) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onSaved(await saveLimit(limit.kind, limit.period, amount));
      setText('');
    } catch (error) {
      setProblem(errorMessage(error, t('protection.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row data-testid={`limit-${limit.kind}-${limit.period}`}>
      <strong>{name}</strong>
      <Facts>
        <strong>{limit.amount === null ? t('protection.none') : formatMoney(limit.amount)}</strong>
        <Muted $size="0.8125rem">
          {t(`protection.${limit.kind}.used`, {
            amount: formatMoney(limit.used),
            time: formatBeijingTime(limit.resetsAt),
          })}
        </Muted>
        {limit.pending && (
          <Pending data-testid="limit-pending">
            {limit.pending.amount === null
              ? t('protection.pendingRemoval', { time: formatBeijingTime(limit.pending.effectiveAt) })
              : t('protection.pendingRaise', {
                  amount: formatMoney(limit.pending.amount),
                  time: formatBeijingTime(limit.pending.effectiveAt),
                })}
          </Pending>
        )}
      </Facts>
      <Inline
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amount = parseLimit(text);
          if (amount === null) setProblem(t('protection.invalidAmount'));
          else void save(amount);
        }}
      >
        <TextField
          label={label}
          inputMode="numeric"
          placeholder={t('protection.placeholder')}
          value={text}
          error={problem}
          disabled={busy}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('protection.save')}
        </Button>
        {limit.amount !== null && limit.pending?.amount !== null && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void save(null)}>
            {t('protection.remove')}
          </Button>
        )}
      </Inline>
    </Row>
  );
}
