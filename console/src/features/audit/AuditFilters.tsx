import { useState, type FormEvent } from 'react';
import { consoleAuditActionSchema, type ConsoleAuditAction } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Button, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { emptyDraft, type AuditFilterDraft } from './audit-filter';

const ACTIONS: readonly ConsoleAuditAction[] = consoleAuditActionSchema.options;

export function AuditFilters({
  onApply,
  operatorIdProblem,
}: {
  onApply: (draft: AuditFilterDraft) => void;
  operatorIdProblem: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<AuditFilterDraft>(emptyDraft);
  const set = <K extends keyof AuditFilterDraft>(key: K, value: AuditFilterDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('audit.search')}>
      <Row $gap="0.75rem" style={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('audit.operatorId')}
          inputMode="numeric"
          value={draft.operatorId}
          onChange={(event) => set('operatorId', event.target.value)}
          error={operatorIdProblem ? t('audit.operatorIdInvalid') : undefined}
        />
        <ConsoleSelect
          label={t('audit.action')}
          value={draft.action}
          onChange={(event) => set('action', event.target.value as ConsoleAuditAction | '')}
        >
          <option value="">{t('audit.anyAction')}</option>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </ConsoleSelect>
        <TextField
          label={t('audit.target')}
          placeholder={t('audit.targetPlaceholder')}
          value={draft.target}
          onChange={(event) => set('target', event.target.value)}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={draft.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={draft.to}
          onChange={(event) => set('to', event.target.value)}
        />
        <Button type="submit" style={{ marginTop: '1.3rem' }}>
          {t('audit.search')}
        </Button>
      </Row>
    </form>
  );
}
