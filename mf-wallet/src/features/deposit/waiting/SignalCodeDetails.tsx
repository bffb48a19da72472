import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'shared/i18n';
import { createSignalCode, type DepositOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useEndpoint } from 'shared/query';
import { ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { Muted, SectionTitle } from '../deposit-styles';
import { DetailList, type Detail } from './DetailList';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: flex-start;
`;

const QrBox = styled.figure`
  margin: 0;
  padding: 0.75rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  line-height: 0;
`;

/** virtualWait and xnbskWait: the receiving code from payment/createSignalCode as a QR code, the address, the rate. */
export function SignalCodeDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const code = useEndpoint(createSignalCode, { orderNo: order.orderNo }, { freshFor: Infinity });
  if (code.status === 'loading' && !code.data) return <Spinner label={t('deposit.wait.signalLoading')} />;
  if (!code.data)
    return (
      <ErrorState
        title={t('deposit.wait.signalFailed')}
        message={code.error ?? t('deposit.wait.signalFailed')}
        onRetry={code.reload}
      />
    );
  const signal = code.data;
  const isCoin = order.waitKind === 'virtual';
  const items: Detail[] = isCoin
    ? [
        { label: t('deposit.wait.protocol'), value: `${signal.currency}-${signal.protocol}` },
        { label: t('deposit.wait.address'), value: signal.address, copy: signal.address, testId: 'signal-address' },
        {
          label: t('deposit.wait.rate'),
          value: t('deposit.wait.rateValue', { currency: signal.currency, rate: formatMoney(signal.rate) }),
          testId: 'signal-rate',
        },
        {
          label: t('deposit.wait.coinAmount'),
          value: `${signal.coinAmount} ${signal.currency}`,
          copy: String(signal.coinAmount),
          testId: 'signal-coins',
        },
      ]
    : [{ label: t('deposit.wait.transferAmount'), value: formatMoney(order.amount) }];
  const title = isCoin ? t('deposit.wait.address') : t('deposit.wait.qrTitle');
  return (
    <section aria-labelledby="deposit-signal">
      <SectionTitle id="deposit-signal">{title}</SectionTitle>
      <Layout>
        <QrBox>
          <QRCodeSVG
            value={signal.qrContent}
            size={176}
            level="M"
            title={t('deposit.wait.qrLabel', { what: title })}
            data-testid="deposit-qr"
          />
        </QrBox>
        <div style={{ flex: '1 1 18rem' }}>
          <DetailList items={items} />
          <Muted>
            {isCoin ? t('deposit.wait.virtualNote', { protocol: signal.protocol }) : t('deposit.wait.xnbskNote')}
          </Muted>
        </div>
      </Layout>
    </section>
  );
}
