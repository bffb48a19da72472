import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { GiftRecords } from '../features/gift-records';

/** /mine/giftRecord: the rewards paid. */
const GiftRecordPage: RemoteModules['promotions/GiftRecordPage'] = () => <GiftRecords />;

export default GiftRecordPage;
