import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AgentProgramme } from '../features/agent';

/** /agent: the venture (agent programme) page. */
const AgentPage: RemoteModules['promotions/AgentPage'] = () => <AgentProgramme />;

export default AgentPage;
