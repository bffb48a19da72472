import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { CustomerServiceEntryView } from '../features/service';

/** 在线客服 in the header, or as the round button floating at the bottom right. */
const CustomerServiceEntry: RemoteModules['chat/CustomerServiceEntry'] = ({ variant, openOnStart }) => (
  <CustomerServiceEntryView variant={variant} {...(openOnStart === undefined ? {} : { openOnStart })} />
);

export default CustomerServiceEntry;
