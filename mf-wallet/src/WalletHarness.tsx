import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { isLoggedInAtom } from 'shared/state';
import BalanceWidget from './exposes/BalanceWidget';
import { NAMESPACE } from './setup';

/** Like the host's header: the widget exists only while a member is logged in. */
export function WalletHarness() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <BalanceWidget /> : <p>{t('harness.loginHint')}</p>;
}
