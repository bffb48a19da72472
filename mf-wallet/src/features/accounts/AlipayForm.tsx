import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared/api';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { addAlipay } from './accounts-api';
import { checkAlipayAccount, type AlipayProblem } from './account-rules';
import type { AddFormProps } from './AccountsPage';
import { Alert, FormPanel, Muted, SectionTitle } from '../../money/page-styles';

/** 添加支付宝: the account (mobile or e-mail), the real name fixed. */
export function AlipayForm({ realName, onAdded }: AddFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [account, setAccount] = useState('');
  const [problem, setProblem] = useState<AlipayProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async () => {
    const found = checkAlipayAccount(account);
    setProblem(found);
    if (found !== null || busy) return;
    setBusy(true);
    setFailure(null);
    setAdded(null);
    try {
      const saved = await addAlipay(account);
      setAccount('');
      setAdded(t('accounts.added', { name: saved.name, masked: saved.masked }));
      onAdded();
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.addFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPanel
      aria-label={t('accounts.alipay.formTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SectionTitle>{t('accounts.alipay.formTitle')}</SectionTitle>
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
      <Muted>{t('accounts.holderHint')}</Muted>
      {failure && <Alert role="alert">{failure}</Alert>}
      {added && <Muted role="status">{added}</Muted>}
      <Button type="submit" block loading={busy} disabled={busy}>
        {t('accounts.alipay.submit')}
      </Button>
    </FormPanel>
  );
}
