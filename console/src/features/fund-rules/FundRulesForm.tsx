import { useState } from 'react';
import styled from 'styled-components';
import { consoleFundRulesList, consoleFundRulesSave, type FundRules } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Muted, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SettingsFields, SwitchLabel } from '../../ui/field-style';
import { ReasonDialog } from '../../ui/ReasonDialog';

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
`;

type Toggle = 'phoneForWithdraw' | 'phoneForFunds' | 'memberLocking';

/** Whole hours 0-720, or null while the field holds anything else. */
function holdHours(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= 720 ? value : null;
}

/** One brand's fund safety rules: edited in place, saved after a confirmation with the reason. */
export function FundRulesForm({ rules }: { rules: FundRules }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(rules);
  const [hours, setHours] = useState(String(rules.withdrawHoldHours));
  const [hoursProblem, setHoursProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useEndpointMutation(consoleFundRulesSave, { invalidates: [consoleFundRulesList] });
  const toggle = (key: Toggle) => (
    <SwitchLabel>
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => {
          setSaved(false);
          setDraft((current) => ({ ...current, [key]: event.target.checked }));
        }}
      />
      {t(`fundRules.${key}`)}
    </SwitchLabel>
  );
  const parsedHours = holdHours(hours);
  const inconsistent = (parsedHours ?? 0) > 0 && !draft.phoneForWithdraw;

  const confirm = async (reason: string) => {
    if (parsedHours === null) return false;
    const next = await save.run({ rules: { ...draft, withdrawHoldHours: parsedHours }, reason });
    if (next === null) return false;
    setDraft(next);
    setHours(String(next.withdrawHoldHours));
    setSaved(true);
    return true;
  };

  return (
    <Surface
      as="form"
      $padding="1rem 1.25rem"
      aria-label={t('fundRules.brand', { siteId: rules.siteId })}
      onSubmit={(event) => {
        event.preventDefault();
        if (parsedHours === null) {
          setHoursProblem(t('fundRules.holdInvalid'));
          return;
        }
        setHoursProblem(undefined);
        setConfirming(true);
      }}
    >
      <h2 style={{ margin: 0, fontSize: '1rem' }}>{t('fundRules.brand', { siteId: rules.siteId })}</h2>
      <SettingsFields>
        {toggle('phoneForWithdraw')}
        {toggle('phoneForFunds')}
        {toggle('memberLocking')}
        <TextField
          label={t('fundRules.withdrawHoldHours')}
          inputMode="numeric"
          value={hours}
          onChange={(event) => {
            setSaved(false);
            setHours(event.target.value);
          }}
          error={hoursProblem}
        />
      </SettingsFields>
      {inconsistent && <Warning role="note">{t('fundRules.inconsistent')}</Warning>}
      <Row $gap="0.75rem" $justify="end">
        {saved && <Muted role="status">{t('fundRules.saved')}</Muted>}
        <Button type="submit">{t('fundRules.save')}</Button>
      </Row>
      {confirming && (
        <ReasonDialog
          title={t('fundRules.confirmTitle')}
          body={t('fundRules.confirmBody', { siteId: rules.siteId })}
          confirm={t('fundRules.confirm')}
          placeholder={t('fundRules.reasonPlaceholder')}
          busy={save.busy}
          failure={save.failure}
          failed={t('fundRules.saveFailed')}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </Surface>
  );
}
