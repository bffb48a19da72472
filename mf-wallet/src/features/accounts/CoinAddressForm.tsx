import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { coinProtocolSchema, vCurrencyList, type CoinProtocol } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { PillButton, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { checkCoinAddress, type AddressProblem } from './account-rules';
import type { AddFormProps } from './AccountsPage';
import { AddAccountForm } from './AddAccountForm';
import { Row } from '../../ui/panel';

/** The protocols vCurrency/list names for USDT that an address can be checked for. */
function usdtProtocols(list: readonly { currency: string; protocols: string[] }[] | undefined): CoinProtocol[] {
  const usdt = list?.find((coin) => coin.currency === 'USDT');
  return (usdt?.protocols ?? []).flatMap((name) => {
    const parsed = coinProtocolSchema.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * 添加虚拟币地址: USDT on the protocols the site takes (vCurrency/list), the address checked against
 * the protocol's format.
 */
export function CoinAddressForm({ onAdded }: AddFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { addCoinAddress } = usePayoutAccountWrites();
  const coins = useEndpoint(vCurrencyList, {});
  const protocols = usdtProtocols(coins.data);
  const [chosen, setProtocol] = useState<CoinProtocol | null>(null);
  const protocol = chosen !== null && protocols.includes(chosen) ? chosen : (protocols[0] ?? 'TRC20');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<AddressProblem | null>(null);

  return (
    <AddAccountForm
      title={t('accounts.coin.formTitle')}
      hint={t('accounts.coin.hint')}
      submitLabel={t('accounts.coin.submit')}
      validate={() => {
        const found = checkCoinAddress(protocol, address);
        setProblem(found);
        return found === null;
      }}
      send={async () => {
        const saved = await addCoinAddress(protocol, address);
        setAddress('');
        return saved;
      }}
      onAdded={onAdded}
    >
      {(busy) => (
        <>
          <Row role="radiogroup" aria-label={t('accounts.coin.protocol')}>
            {protocols.map((candidate) => (
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
        </>
      )}
    </AddAccountForm>
  );
}
