import { logout } from 'shared/contract';
import { endSession } from 'shared/state';

/**
 * 退出登录 from the shell (the header, the reality check): the logout call, then the local session
 * ends either way (the server's token expires on its own). Ending the session empties the query
 * cache (shared/query's session rule), so nothing is cleared here twice. The query library loads
 * with the call: the shell's first page does not carry it.
 */
export async function logOut(): Promise<void> {
  try {
    const { sendEndpoint } = await import('shared/query');
    await sendEndpoint(logout, {});
  } catch (error) {
    console.warn('[session] logout call failed', error);
  } finally {
    endSession();
  }
}
