import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { consoleAdjustMember, type Adjustment } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, Dialog, Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useCreateAdjustment, type AdjustDraft } from './use-adjust-calls';
import { DialogFailure } from '../../ui/dialog-parts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/**
 * Confirms one adjustment: the member found by the name or id typed, their centre wallet now and
 * after, and whether a second operator must approve. The buttons wait while the call runs.
 */
export function AdjustConfirmDialog({
  draft,
  fourEyesAbove,
  onClose,
  onDone,
}: {
  draft: AdjustDraft;
  fourEyesAbove: number | null;
  onClose: () => void;
  onDone: (adjustment: Adjustment) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const member = useEndpoint(consoleAdjustMember, { member: draft.member });
  const { run, busy, failure } = useCreateAdjustment();
  const signed = draft.direction === 'credit' ? draft.amount : -draft.amount;
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    const answer = await run(draft);
    if (answer) onDone(answer);
  };
  return (
    <Dialog open title={t('adjust.confirmTitle')} onClose={close} width="32rem">
      <Body data-testid="adjust-confirm">
        <AsyncView state={member}>
          {(found) => (
            <>
              <p style={{ margin: 0 }}>
                {t('adjust.confirmBody', {
                  member: found.memberName,
                  id: found.memberId,
                  direction: t(`adjust.directions.${draft.direction}`),
                  amount: formatMoney(draft.amount),
                  category: t(`adjust.categories.${draft.category}`),
                })}
              </p>
              <Muted>
                {t('adjust.confirmBalance', {
                  before: formatMoney(found.balance),
                  after: formatMoney(Math.round((found.balance + signed) * 100) / 100),
                })}
              </Muted>
              <Muted>{t('adjust.confirmReason', { reason: draft.reason })}</Muted>
              {fourEyesAbove !== null && draft.amount > fourEyesAbove && (
                <Muted>{t('adjust.needsSecond', { amount: formatMoney(fourEyesAbove) })}</Muted>
              )}
            </>
          )}
        </AsyncView>
        {failure !== null && (
          <DialogFailure role="alert">{errorMessage(failure, t('adjust.confirmTitle'))}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('adjust.cancel')}
          </Button>
          <Button type="button" loading={busy} disabled={member.status !== 'success'} onClick={() => void confirm()}>
            {t('adjust.confirm')}
          </Button>
        </Row>
      </Body>
    </Dialog>
  );
}
