import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { withdrawAddList } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { ErrorState, Spinner, TextField } from 'shared/ui';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { cardNumberInput, checkCardNumber, groupedCard, type CardProblem } from './account-rules';
import type { AddFormProps } from './AccountsPage';
import { AddAccountForm } from './AddAccountForm';
import { Alert } from '../../ui/panel';

const Select = styled.select`
  width: 100%;
  height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: 0.875rem;
`;

/** 添加银行卡: the bank, the card number (16-19 digits, Luhn), the holder fixed to the real name. */
export function BankCardForm({ realName, onAdded }: AddFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { addCard } = usePayoutAccountWrites();
  const banks = useEndpoint(withdrawAddList, {});
  const [bankCode, setBankCode] = useState('');
  const [digits, setDigits] = useState('');
  const [bankMissing, setBankMissing] = useState(false);
  const [problem, setProblem] = useState<CardProblem | null>(null);

  if (banks.status === 'loading' && !banks.data) return <Spinner label={t('accounts.bank.banksLoading')} />;
  if (!banks.data)
    return <ErrorState title={t('accounts.bank.banksFailed')} message={banks.error ?? ''} onRetry={banks.reload} />;
  const bankList = banks.data.list;

  return (
    <AddAccountForm
      title={t('accounts.bank.formTitle')}
      hint={t('accounts.holderHint')}
      submitLabel={t('accounts.bank.submit')}
      validate={() => {
        const missing = bankCode === '';
        const found = checkCardNumber(digits);
        setBankMissing(missing);
        setProblem(found);
        return !missing && found === null;
      }}
      send={async () => {
        const saved = await addCard(bankCode, digits);
        setDigits('');
        return saved;
      }}
      onAdded={onAdded}
    >
      {(busy) => (
        <>
          <TextField label={t('accounts.holder')} value={realName} readOnly disabled />
          <Label>
            {t('accounts.bank.bank')}
            <Select
              value={bankCode}
              disabled={busy}
              aria-invalid={bankMissing}
              onChange={(event) => {
                setBankCode(event.target.value);
                setBankMissing(false);
              }}
            >
              <option value="">{t('accounts.bank.bankPlaceholder')}</option>
              {bankList.map((bank) => (
                <option key={bank.bankCode} value={bank.bankCode}>
                  {bank.bankName}
                </option>
              ))}
            </Select>
          </Label>
          {bankMissing && <Alert role="alert">{t('accounts.bank.bankRequired')}</Alert>}
          <TextField
            label={t('accounts.bank.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={t('accounts.bank.numberPlaceholder')}
            value={groupedCard(digits)}
            disabled={busy}
            error={problem === null ? undefined : t(problem)}
            onChange={(event) => {
              setDigits(cardNumberInput(event.target.value));
              setProblem(null);
            }}
          />
        </>
      )}
    </AddAccountForm>
  );
}
