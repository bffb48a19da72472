import { useState } from 'react';
import type { SwitchableVertical, VerticalState } from 'shared/contract';
import { consoleVerticalSet, consoleVerticalsList, type VerticalSite } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Muted, PillGroup, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';
import { untilFromInput, untilToInput } from './until-input';

const STATES: readonly VerticalState[] = ['on', 'maintenance', 'off'];

export interface SwitchVerticalDialogProps {
  site: VerticalSite;
  vertical: SwitchableVertical;
  onClose: () => void;
}

interface Problems {
  until?: string;
  reason?: string;
}

/**
 * The switch of one vertical of one brand, and its confirmation: the new state (with the maintenance
 * words and end), the reason for the audit row, and what players will see once it applies.
 */
export function SwitchVerticalDialog({ site, vertical, onClose }: SwitchVerticalDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const current = site.verticals[vertical];
  const [state, setState] = useState<VerticalState>(current.state);
  const [message, setMessage] = useState(current.message ?? '');
  const [until, setUntil] = useState(untilToInput(current.until));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const save = useEndpointMutation(consoleVerticalSet, { invalidates: [consoleVerticalsList] });
  const name = t(`verticals.names.${vertical}`);

  const submit = async () => {
    const end = state === 'maintenance' ? untilFromInput(until) : undefined;
    const found: Problems = {
      ...(end === null ? { until: t('verticals.untilInvalid') } : {}),
      ...(reason.trim().length < 2 ? { reason: t('verticals.reasonRequired') } : {}),
    };
    setProblems(found);
    if (found.until !== undefined || found.reason !== undefined) return;
    const saved = await save.run({
      siteId: site.siteId,
      vertical,
      state,
      message: state === 'maintenance' ? message.trim() : '',
      ...(end === null || end === undefined ? {} : { until: end }),
      reason: reason.trim(),
    });
    if (saved !== null) onClose();
  };
  return (
    <ActionDialog
      title={t('verticals.dialogTitle', { name: site.name, vertical: name })}
      confirm={t(state === 'off' ? 'verticals.confirmOff' : 'verticals.confirm')}
      busy={save.busy}
      failure={save.failure}
      failed={t('verticals.saveFailed')}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <PillGroup
        label={t('verticals.columns.state')}
        options={STATES.map((value) => ({ value, label: t(`verticals.states.${value}`) }))}
        value={state}
        onChange={setState}
        disabled={save.busy}
      />
      {state === 'maintenance' && (
        <>
          <TextField
            label={t('verticals.message')}
            placeholder={t('verticals.defaultMessage')}
            maxLength={200}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <TextField
            label={t('verticals.untilField')}
            type="datetime-local"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            error={problems.until}
          />
        </>
      )}
      <Muted role="note" data-testid="vertical-effect">
        {t(`verticals.effects.${state}`, { name: site.name, vertical: name })}
      </Muted>
      <TextField
        label={t('verticals.reason')}
        placeholder={t('verticals.reasonPlaceholder')}
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problems.reason}
      />
    </ActionDialog>
  );
}
