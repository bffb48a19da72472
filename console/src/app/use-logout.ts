import { consoleLogout } from 'shared/contract/console';
import { useEndpointMutation } from 'shared/query';
import { endOperatorSession } from '../lib/operator-session';

/** Ends the session on the server, then here; a failed call still ends it here (the token is dropped). */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const { run, busy } = useEndpointMutation(consoleLogout);
  const logout = async () => {
    await run({});
    endOperatorSession('loggedOut');
  };
  return { logout, busy };
}
