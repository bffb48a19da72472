import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { ExchangePage as Page } from '../features/exchange';

/** /mine/exchange: CNY ⇄ USDT exchange at the published rates, with the USDT wallet. */
const ExchangePage: RemoteModules['wallet/ExchangePage'] = () => <Page />;

export default ExchangePage;
