import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import {
  bindFromDeposit,
  getCustomerInfo,
  memberInfo,
  paymentPay,
  paymentTypes,
  type DepositChannel,
  type PaymentType,
} from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useNavigator } from 'shared/routes';
import { appStore, memberAtom } from 'shared/state';
import { AmountField, Button, EmptyState, ErrorState, outcomeUnknown, PillButton, Spinner } from 'shared/ui';
import { useEndpoint, useEndpointMutation, useMoneyMutation } from 'shared/query';
import { checkRealName } from 'shared/validation';
import { CoinList } from '../../../ui/CoinList';
import { NAMESPACE } from '../../../setup';
import { checkDepositAmount, type AmountProblem } from './amount-check';
import { ChannelPicker } from './ChannelPicker';
import type { PayRequest } from '../deposit-api';
import { Alert, FormPanel, Row, SectionTitle } from '../deposit-styles';
import { DepositorNameField } from './DepositorNameField';
import { DepositRewardOffers } from './DepositRewardOffers';
import { ORDER_QUERY, waitRouteOf } from '../wait-route';

/** /mine/savemoney without an order: pick a type and channel, an amount (with 大写), then pay. */
export function DepositForm() {
  const { t } = useTranslation(NAMESPACE);
  const navigator = useNavigator();
  const catalogue = useEndpoint(paymentTypes, {});
  const customer = useEndpoint(getCustomerInfo, {});
  const [typeCode, setTypeCode] = useState<PaymentType['code'] | null>(null);
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  const [depositor, setDepositor] = useState<string | null>(null);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [nameProblem, setNameProblem] = useState<string | undefined>(undefined);
  const [bindName, setBindName] = useState(false);
  const binding = useEndpointMutation(bindFromDeposit, { invalidates: [getCustomerInfo, memberInfo] });
  const { run, busy: running, failure: lastError } = useMoneyMutation(paymentPay);

  const types = catalogue.data?.types ?? [];
  const type = types.find((candidate) => candidate.code === typeCode) ?? types[0];
  const channel = type?.channels.find((candidate) => candidate.channelId === channelId) ?? type?.channels[0];
  const depositorName = depositor ?? customer.data?.realName ?? '';

  useEffect(() => {
    if (type && typeCode === null) setTypeCode(type.code);
  }, [type, typeCode]);

  const chooseType = useCallback((code: PaymentType['code']) => {
    setTypeCode(code);
    setChannelId('');
    setProblem(null);
  }, []);
  const chooseChannel = useCallback((next: DepositChannel) => {
    setChannelId(next.channelId);
    setProblem(null);
  }, []);

  if (catalogue.status === 'loading' && !catalogue.data) return <Spinner label={t('deposit.loading')} />;
  if (catalogue.status === 'error' && !catalogue.data)
    return <ErrorState title={t('deposit.loadFailed')} message={catalogue.error} onRetry={catalogue.reload} />;
  if (!type || !channel) return <EmptyState title={t('deposit.noTypes')} />;

  const isTransfer = channel.waitKind === 'transfer';
  const canBind = customer.data !== undefined && customer.data.realName === '';
  const amountError =
    problem === null
      ? undefined
      : problem.key === 'required'
        ? t('deposit.amountRequired')
        : t('deposit.amountRange', { min: formatMoney(problem.min), max: formatMoney(problem.max) });

  const submit = async () => {
    const found = checkDepositAmount(amount, channel);
    setProblem(found);
    const name = depositorName.trim();
    const willBind = isTransfer && canBind && bindName;
    const badName = !isTransfer
      ? undefined
      : name === ''
        ? t('deposit.depositorNameRequired')
        : willBind && checkRealName(name) !== null
          ? t('deposit.realNameInvalid')
          : undefined;
    setNameProblem(badName);
    if (found !== null || badName !== undefined) return;
    if (willBind) {
      const member = await binding.run({ realName: name });
      if (member === null) return;
      appStore.set(memberAtom, member);
      setBindName(false);
    }
    const request: PayRequest = isTransfer
      ? { channelId: channel.channelId, amount: Number(amount), depositorName: name }
      : { channelId: channel.channelId, amount: Number(amount) };
    const order = await run(request);
    if (order) navigator.toName(waitRouteOf(order.waitKind), {}, { [ORDER_QUERY]: order.orderNo });
  };

  const failure = lastError === null ? null : errorMessage(lastError, t('deposit.payFailed'));
  return (
    <FormPanel
      aria-label={t('deposit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DepositRewardOffers />
      <ChannelPicker
        types={types}
        typeCode={type.code}
        channelId={channel.channelId}
        disabled={running}
        onType={chooseType}
        onChannel={chooseChannel}
      />
      <div>
        <SectionTitle id="deposit-presets">{t('deposit.presets')}</SectionTitle>
        <Row role="group" aria-labelledby="deposit-presets">
          {channel.presets.map((preset) => (
            <PillButton
              key={preset}
              type="button"
              $active={Number(amount) === preset}
              aria-pressed={Number(amount) === preset}
              disabled={running}
              onClick={() => {
                setAmount(String(preset));
                setProblem(null);
              }}
            >
              {formatMoney(preset)}
            </PillButton>
          ))}
        </Row>
      </div>
      <AmountField
        id="deposit-amount"
        label={t('deposit.amount')}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setProblem(null);
        }}
        placeholder={t('deposit.amountPlaceholder', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
        error={amountError}
        disabled={running}
      />
      {type.code === 'usdt' && <CoinList />}
      {isTransfer && (
        <DepositorNameField
          value={depositorName}
          onChange={(next) => {
            setDepositor(next);
            setNameProblem(undefined);
          }}
          canBind={canBind}
          bind={bindName}
          onBind={setBindName}
          error={nameProblem}
          disabled={running || binding.busy}
        />
      )}
      {binding.failure !== null && (
        <Alert role="alert">{errorMessage(binding.failure, t('deposit.bindRealNameFailed'))}</Alert>
      )}
      {failure && (
        <Alert role="alert">
          {outcomeUnknown(lastError)
            ? t('deposit.unknownOutcome', { message: failure.replace(/[。.!！]+$/, '') })
            : failure}
        </Alert>
      )}
      <Button type="submit" block loading={running || binding.busy} disabled={running || binding.busy}>
        {running ? t('deposit.submitting') : t('deposit.submit')}
      </Button>
    </FormPanel>
  );
}
