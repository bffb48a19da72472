import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { DiscountList } from '../features/discounts/DiscountList';

/** /activity/discount: the promotions list. */
const DiscountPage: RemoteModules['promotions/DiscountPage'] = () => <DiscountList />;

export default DiscountPage;
