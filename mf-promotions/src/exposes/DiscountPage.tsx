import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { DiscountList } from '../features/discounts';

/** /activity/discount: the promotions list. */
const DiscountPage: RemoteModules['promotions/DiscountPage'] = () => <DiscountList />;

export default DiscountPage;
