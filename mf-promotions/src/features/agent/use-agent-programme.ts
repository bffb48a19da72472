import { useAtomValue } from 'jotai';
import { api } from 'shared/api';
import { agentProgramme, type ResponseOf } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { useAsync } from 'shared/ui';

export type AgentProgrammeData = ResponseOf<typeof agentProgramme>;

/**
 * The programme as the current visitor sees it. The answer depends on who asks (a member gets an
 * invite, a visitor none), so it loads again whenever the session changes: a login on this page
 * brings the member's link in, a logout takes it away.
 */
export function useAgentProgramme() {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const programme = useAsync((): Promise<AgentProgrammeData> => api.request(agentProgramme, {}), [token]);
  return { ...programme, signedIn: token !== null };
}
