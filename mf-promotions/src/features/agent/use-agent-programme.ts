import { useAtomValue } from 'jotai';
import { agentProgramme, type ResponseOf } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { sessionAtom } from 'shared/state';

export type AgentProgrammeData = ResponseOf<typeof agentProgramme>;

/**
 * The programme as the current visitor sees it. The answer depends on who asks (a member gets an
 * invite, a visitor none); a new session empties the query cache and the session read here renders
 * the page again, so a login on this page brings the member's link in and a logout takes it away.
 */
export function useAgentProgramme() {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const programme = useEndpoint(agentProgramme, {});
  return { ...programme, signedIn: token !== null };
}
