import { useOutlet } from 'shared/router';
import { ErrorState, Spinner } from 'shared/ui';
import { MemberCard } from '../member';
import { useMember } from '../member';
import { MineOverview } from '../overview';

/**
 * The right column: the member card above the child page the host routes under /mine/*, or the
 * overview when there is none. Child pages need the member too, so nothing shows before it.
 */
export function MemberArea() {
  const member = useMember();
  const child = useOutlet();
  if (member.status === 'loading') return <Spinner />;
  if (member.status === 'error') return <ErrorState message={member.error} onRetry={member.retry} />;
  return (
    <>
      <MemberCard member={member.member} />
      {child ?? <MineOverview />}
    </>
  );
}
