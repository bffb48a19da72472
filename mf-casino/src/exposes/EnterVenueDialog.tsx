import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { EnterVenueDialog as Dialog } from '../features/enter-venue';

/** The into-venue transfer dialog: the host mounts it on the first `ui:enter-venue` and it listens from then on. */
const EnterVenueDialog: RemoteModules['casino/EnterVenueDialog'] = () => <Dialog />;

export default EnterVenueDialog;
