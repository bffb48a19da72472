import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { errorMessage, refreshMember } from 'shared/api';
import { i18n } from 'shared/i18n';
import { memberAtom, type MemberInfo } from 'shared/state';
import { NAMESPACE } from '../../setup';

export type MemberState =
  | { status: 'ready'; member: MemberInfo }
  | { status: 'loading' }
  | { status: 'error'; error: string; retry: () => void };

/**
 * The member from the shared store. The host normally has it loaded already; when it does not
 * (a direct visit to /mine, or a failed refresh) the member centre loads it itself.
 */
export function useMember(): MemberState {
  const member = useAtomValue(memberAtom);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    refreshMember().then(
      (loaded) => {
        // null means no session: the host's login guard is about to send the visitor away.
        if (!loaded) setError(i18n.t('shared:auth.loginPrompt'));
      },
      (failure: unknown) => setError(errorMessage(failure, i18n.t(`${NAMESPACE}:member.loadFailed`))),
    );
  }, []);

  const missing = member === null;
  useEffect(() => {
    if (missing) load();
  }, [missing, load]);

  if (member) return { status: 'ready', member };
  if (error !== null) return { status: 'error', error, retry: load };
  return { status: 'loading' };
}
