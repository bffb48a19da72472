import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { memberAtom } from 'shared/state';
import { Spinner } from 'shared/ui';
import { ProfileDetails } from './ProfileDetails';
import { ProfileSummary } from './ProfileSummary';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1rem;
`;

/**
 * /mine/userinfo (SPEC §2 profile labels). The member comes from the member centre's layout, which
 * shows nothing before it has loaded; every change answers the new member, which replaces it.
 */
export function UserInfoView() {
  const member = useAtomValue(memberAtom);
  if (!member) return <Spinner />;
  return (
    <Page>
      <ProfileSummary member={member} />
      <ProfileDetails member={member} />
    </Page>
  );
}
