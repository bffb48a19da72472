import { consoleDepositDetail } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, Dialog, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { FactList } from '../../ui/FactList';

/** One order as the server has it now, every field the desk knows. */
export function DepositDetailDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleDepositDetail, { orderNo });
  const time = (iso: string | null) => (iso === null ? '-' : formatBeijingTime(iso, 'second'));
  return (
    <Dialog open title={t('deposits.detailTitle')} onClose={onClose} width="34rem">
      <AsyncView state={state}>
        {(order) => (
          <FactList data-testid="deposit-detail">
            <dt>{t('deposits.columns.order')}</dt>
            <dd>{order.orderNo}</dd>
            <dt>{t('deposits.columns.member')}</dt>
            <dd>{`${order.memberName}（ID ${order.memberId}）`}</dd>
            <dt>{t('deposits.columns.channel')}</dt>
            <dd>{order.channelName}</dd>
            <dt>{t('deposits.columns.amount')}</dt>
            <dd>{formatMoney(order.amount)}</dd>
            <dt>{t('deposits.columns.reference')}</dt>
            <dd>{order.reference || '-'}</dd>
            <dt>{t('deposits.depositor')}</dt>
            <dd>{order.depositorName || '-'}</dd>
            <dt>{t('deposits.columns.state')}</dt>
            <dd>{t(`deposits.status.${order.status}`)}</dd>
            <dt>{t('deposits.createdAt')}</dt>
            <dd>{time(order.createdAt)}</dd>
            <dt>{t('deposits.expiresAt')}</dt>
            <dd>{time(order.expiresAt)}</dd>
            <dt>{t('deposits.finishedAt')}</dt>
            <dd>{time(order.finishedAt)}</dd>
            <dt>{t('deposits.decidedBy')}</dt>
            <dd>{order.decidedBy ? order.decidedBy.operatorName : t('deposits.notByOperator')}</dd>
            <dt>{t('deposits.note')}</dt>
            <dd>{order.decisionNote || '-'}</dd>
          </FactList>
        )}
      </AsyncView>
      <Row $justify="end">
        <Button type="button" variant="secondary" onClick={onClose} autoFocus>
          {t('deposits.close')}
        </Button>
      </Row>
    </Dialog>
  );
}
