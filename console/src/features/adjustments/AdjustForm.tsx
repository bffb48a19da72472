import { useState, type FormEvent } from 'react';
import { adjustCategorySchema, type AdjustDirection, type Adjustment } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Button, Muted, PillGroup, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { AdjustConfirmDialog } from './AdjustConfirmDialog';
import { checkAdjustForm, emptyAdjustForm, type AdjustFormValues, type AdjustProblem } from './adjust-form';
import type { AdjustDraft } from './use-adjust-calls';

const DIRECTIONS: readonly AdjustDirection[] = ['credit', 'debit'];

/** The request form: checked here, then confirmed in a dialog that shows the member's balance. */
export function AdjustForm({
  fourEyesAbove,
  onDone,
}: {
  fourEyesAbove: number | null;
  onDone: (adjustment: Adjustment) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<AdjustFormValues>(emptyAdjustForm);
  const [problems, setProblems] = useState<Partial<Record<keyof AdjustFormValues, AdjustProblem>>>({});
  const [confirming, setConfirming] = useState<AdjustDraft | null>(null);
  const set = <K extends keyof AdjustFormValues>(key: K, value: AdjustFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const problem = (key: keyof AdjustFormValues) => (problems[key] ? t(`adjust.problems.${problems[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdjustForm(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setConfirming(checked.draft);
  };

  return (
    <>
      <form onSubmit={submit} aria-label={t('adjust.formTitle')} noValidate>
        <Row $gap="0.75rem" style={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('adjust.member')}
            placeholder={t('adjust.memberPlaceholder')}
            value={values.member}
            onChange={(e) => set('member', e.target.value)}
            error={problem('member')}
          />
          <TextField
            label={t('adjust.amount')}
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            error={problem('amount')}
          />
          <TextField
            label={t('adjust.reason')}
            placeholder={t('adjust.reasonPlaceholder')}
            maxLength={200}
            value={values.reason}
            onChange={(e) => set('reason', e.target.value)}
            error={problem('reason')}
          />
        </Row>
        <Row $gap="0.75rem" style={{ marginTop: '0.75rem' }}>
          <Muted>{t('adjust.direction')}</Muted>
          <PillGroup
            label={t('adjust.direction')}
            value={values.direction}
            onChange={(next) => set('direction', next)}
            options={DIRECTIONS.map((value) => ({ value, label: t(`adjust.directions.${value}`) }))}
          />
          <Muted>{t('adjust.category')}</Muted>
          <PillGroup
            label={t('adjust.category')}
            value={values.category}
            onChange={(next) => set('category', next)}
            options={adjustCategorySchema.options.map((value) => ({ value, label: t(`adjust.categories.${value}`) }))}
          />
          <Button type="submit">{t('adjust.submit')}</Button>
        </Row>
      </form>
      {confirming && (
        <AdjustConfirmDialog
          draft={confirming}
          fourEyesAbove={fourEyesAbove}
          onClose={() => setConfirming(null)}
          onDone={(adjustment) => {
            setConfirming(null);
            setValues(emptyAdjustForm);
            onDone(adjustment);
          }}
        />
      )}
    </>
  );
}
