import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared/api';
import type { CoinProtocol } from 'shared/contract';
import { Button, PillButton, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { addCoinAddress } from './accounts-api';
import { checkCoinAddress, type AddressProblem } from './account-rules';
import type { AddFormProps } from './AccountsPage';
import { Alert, FormPanel, Muted, Row, SectionTitle } from '../../money/page-styles';

const PROTOCOLS: readonly CoinProtocol[] = ['TRC20', 'ERC20'];

/** 添加虚拟币地址: USDT on TRC20 or ERC20, the address checked against the protocol's format. */
export function CoinAddressForm({ onAdded }: AddFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [protocol, setProtocol] = useState<CoinProtocol>('TRC20');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<AddressProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async () => {
    const found = checkCoinAddress(protocol, address);
    setProblem(found);
    if (found !== null || busy) return;
    setBusy(true);
    setFailure(null);
    setAdded(null);
    try {
      const account = await addCoinAddress(protocol, address);
      setAddress('');
      setAdded(t('accounts.added', { name: account.name, masked: account.masked }));
      onAdded();
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.addFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPanel
      aria-label={t('accounts.coin.formTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SectionTitle>{t('accounts.coin.formTitle')}</SectionTitle>
      <Row role="radiogroup" aria-label={t('accounts.coin.protocol')}>
        {PROTOCOLS.map((candidate) => (
          <PillButton
            key={candidate}
            type="button"
            role="radio"
            aria-checked={candidate === protocol}
            $active={candidate === protocol}
            disabled={busy}
            onClick={() => {
              setProtocol(candidate);
              setProblem(null);
            }}
          >
            USDT-{candidate}
          </PillButton>
        ))}
      </Row>
      <TextField
        label={t('accounts.coin.address')}
        autoComplete="off"
        spellCheck={false}
        placeholder={t(`accounts.coin.placeholder${protocol}`)}
        value={address}
        disabled={busy}
        error={problem === null ? undefined : t(problem, { protocol })}
        onChange={(event) => {
          setAddress(event.target.value.replace(/\s/g, '').slice(0, 64));
          setProblem(null);
        }}
      />
      <Muted>{t('accounts.coin.hint')}</Muted>
      {failure && <Alert role="alert">{failure}</Alert>}
      {added && <Muted role="status">{added}</Muted>}
      <Button type="submit" block loading={busy} disabled={busy}>
        {t('accounts.coin.submit')}
      </Button>
    </FormPanel>
  );
}
