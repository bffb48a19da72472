import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { isLoggedInAtom } from 'shared/state';
import WalletPage from './exposes/WalletPage';
import { NAMESPACE } from './setup';

/** Like the host's /mine/wallet: the page needs a logged-in member. */
export function WalletHarness() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <WalletPage /> : <p>{t('harness.loginHint')}</p>;
}
