import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { withdrawNew, type PayoutAccount, type WithdrawOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { AmountField, Button, outcomeUnknown, TextField } from 'shared/ui';
import { useMoneyMutation } from 'shared/query';
import { NAMESPACE } from '../../setup';
import { passwordInput } from './PasswordFields';
import { digestOf, type WithdrawPageData, type WithdrawRequest } from './withdraw-api';
import { checkWithdrawal, feeOf, usdtOf, type WithdrawProblem } from './withdraw-rules';
import { CoinList } from '../../ui/CoinList';
import { Alert, Choice, Choices, FormPanel, LinkButton, Muted, Notice, Row, SectionTitle } from '../../ui/panel';

export interface WithdrawFormProps {
  data: WithdrawPageData;
  passwordRequired: boolean;
  onSetPassword(): void;
  onResetPassword(): void;
  onDone(order: WithdrawOrder): void;
}

/** Choose an account, an amount (with 大写) within limits and the balance, the password, then 提交. */
export function WithdrawForm({ data, passwordRequired, onSetPassword, onResetPassword, onDone }: WithdrawFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { info, limits, usdt } = data;
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const { run, busy: running, failure: lastError } = useMoneyMutation(withdrawNew);

  const account: PayoutAccount | undefined =
    info.accounts.find((a) => a.id === accountId) ?? info.accounts.find((a) => a.isDefault) ?? info.accounts[0];
  const kindLimits = limits.find((l) => l.kind === account?.kind);
  const turnoverBlocks = info.turnoverRemaining > 0;
  const needsPassword = passwordRequired && !info.passwordSet;
  // A password once set guards every withdrawal, whatever the brand's flag: the server asks for it too.
  const askPassword = info.passwordSet;
  const value = Number(amount);
  const preview = kindLimits && amount !== '' && value > 0 ? feeOf(value, kindLimits.feeRate) : null;

  const submit = async () => {
    if (turnoverBlocks || needsPassword) return;
    const found = checkWithdrawal({
      account,
      amount,
      limits: kindLimits,
      balance: info.balance,
      passwordRequired: askPassword,
      password,
    });
    setProblem(found);
    if (found !== null || !account) return;
    const request: WithdrawRequest = askPassword
      ? { accountId: account.id, amount: value, password: digestOf(password) }
      : { accountId: account.id, amount: value };
    const order = await run(request);
    if (order) {
      setAmount('');
      setPassword('');
      onDone(order);
    }
  };

  const amountError =
    problem?.key === 'amountRequired'
      ? t('withdraw.form.amountRequired')
      : problem?.key === 'amountRange'
        ? t('withdraw.form.amountRange', { min: formatMoney(problem.min), max: formatMoney(problem.max) })
        : problem?.key === 'overBalance'
          ? t('withdraw.form.overBalance')
          : undefined;
  const failure = lastError === null ? null : errorMessage(lastError, t('withdraw.form.failed'));

  return (
    <FormPanel
      aria-label={t('withdraw.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SectionTitle id="withdraw-account-title">{t('withdraw.form.account')}</SectionTitle>
      <Choices role="radiogroup" aria-labelledby="withdraw-account-title">
        {info.accounts.map((candidate) => (
          <Choice key={candidate.id} $active={candidate.id === account?.id}>
            <input
              type="radio"
              name="withdraw-account"
              value={candidate.id}
              checked={candidate.id === account?.id}
              disabled={running}
              onChange={() => {
                setAccountId(candidate.id);
                setProblem(null);
              }}
            />
            <span>
              {candidate.name} {candidate.masked}
            </span>
            <small>{t(`withdraw.kinds.${candidate.kind}`)}</small>
            {candidate.isDefault && <small>{t('accounts.default')}</small>}
          </Choice>
        ))}
      </Choices>
      {problem?.key === 'account' && <Alert role="alert">{t('withdraw.form.accountRequired')}</Alert>}
      {kindLimits && (
        <Muted>
          {t('withdraw.form.limits', {
            min: formatMoney(kindLimits.min),
            max: formatMoney(kindLimits.max),
            used: info.todayCount[kindLimits.kind],
            count: kindLimits.dailyCount,
          })}
          {kindLimits.feeRate > 0 && ` ${t('withdraw.form.feeRate', { rate: +(kindLimits.feeRate * 100).toFixed(2) })}`}
        </Muted>
      )}
      <AmountField
        label={t('withdraw.form.amount')}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setProblem(null);
        }}
        error={amountError}
        placeholder={t('withdraw.form.amountPlaceholder', { balance: formatMoney(info.balance) })}
        disabled={running}
      />
      <Row>
        <Button
          variant="ghost"
          disabled={running}
          onClick={() => setAmount(String(Math.min(info.balance, kindLimits?.max ?? info.balance)))}
        >
          {t('withdraw.form.all')}
        </Button>
        {preview && (
          <Muted>
            {t('withdraw.form.preview', { fee: formatMoney(preview.fee), actual: formatMoney(preview.actual) })}
            {account?.kind === 'coin' &&
              ` ${t('withdraw.form.usdt', { usdt: usdtOf(preview.actual, usdt.rate).toFixed(2), rate: usdt.rate })}`}
          </Muted>
        )}
      </Row>
      {account?.kind === 'coin' && !preview && <Muted>{t('withdraw.form.rate', { rate: usdt.rate })}</Muted>}
      {account?.kind === 'coin' && <CoinList withRate={false} />}
      {askPassword && (
        <div>
          <TextField
            label={t('withdraw.form.password')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('withdraw.form.passwordPlaceholder')}
            value={password}
            disabled={running}
            error={problem?.key === 'password' ? t('withdraw.password.format') : undefined}
            onChange={(event) => {
              setPassword(passwordInput(event.target.value));
              setProblem(null);
            }}
          />
          <LinkButton type="button" onClick={onResetPassword}>
            {t('withdraw.form.forgot')}
          </LinkButton>
        </div>
      )}
      {needsPassword && (
        <Notice role="status">
          {t('withdraw.form.noPassword')}{' '}
          <LinkButton type="button" onClick={onSetPassword}>
            {t('withdraw.password.setTitle')}
          </LinkButton>
        </Notice>
      )}
      {turnoverBlocks && (
        <Notice role="status">
          {t('withdraw.form.turnoverBlocks', { remaining: formatMoney(info.turnoverRemaining) })}
        </Notice>
      )}
      {failure && (
        <Alert role="alert">
          {outcomeUnknown(lastError)
            ? t('withdraw.form.unknownOutcome', { message: failure.replace(/[。.!！]+$/, '') })
            : failure}
        </Alert>
      )}
      <Button type="submit" block loading={running} disabled={running || turnoverBlocks || needsPassword}>
        {running ? t('withdraw.form.submitting') : t('withdraw.form.submit')}
      </Button>
    </FormPanel>
  );
}
