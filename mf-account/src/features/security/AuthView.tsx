import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useAtomValue } from 'jotai';
import { memberAtom } from 'shared/state';
import { Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { RealNameSection } from './RealNameSection';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1rem;
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/**
 * /mine/auth (身份认证): phone, e-mail, real name, login password and second password. The member
 * comes from the member centre's layout, which shows nothing before it has loaded.
 */
export function AuthView() {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(memberAtom);
  if (!member) return <Spinner />;
  return (
    <Page>
      <h1>{t('security.title')}</h1>
      <PhoneSection member={member} />
      <EmailSection member={member} />
      <RealNameSection member={member} />
      <PasswordSection member={member} />
      <WithdrawPasswordSection member={member} />
    </Page>
  );
}
