import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { checkAlipayAccount, type AlipayProblem } from './account-rules';
import type { AddFormProps } from './AccountsPage';
import { AddAccountForm } from './AddAccountForm';

/** 添加支付宝: the account (mobile or e-mail), the real name fixed. */
export function AlipayForm({ realName, onAdded }: AddFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { addAlipay } = usePayoutAccountWrites();
  const [account, setAccount] = useState('');
  const [problem, setProblem] = useState<AlipayProblem | null>(null);

  return (
    <AddAccountForm
      title={t('accounts.alipay.formTitle')}
      hint={t('accounts.holderHint')}
      submitLabel={t('accounts.alipay.submit')}
      validate={() => {
        const found = checkAlipayAccount(account);
        setProblem(found);
        return found === null;
      }}
      send={async () => {
        const saved = await addAlipay(account);
        setAccount('');
        return saved;
      }}
      onAdded={onAdded}
    >
      {(busy) => (
        <>
          <TextField label={t('accounts.alipay.realName')} value={realName} readOnly disabled />
          <TextField
            label={t('accounts.alipay.account')}
            autoComplete="off"
            placeholder={t('accounts.alipay.placeholder')}
            value={account}
            disabled={busy}
            error={problem === null ? undefined : t(problem)}
            onChange={(event) => {
              setAccount(event.target.value.slice(0, 64));
              setProblem(null);
            }}
          />
        </>
      )}
    </AddAccountForm>
  );
}
