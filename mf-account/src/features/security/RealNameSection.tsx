import { useRef } from 'react';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { hrefFor, useServedRoutes } from 'shared/routes';
import type { MemberInfo } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { useIdentityDisplay } from '../member';
import { SecuritySection } from './SecuritySection';
import { useFocusOnLanding } from './use-landing';

/** 真实姓名: set on the profile page (once), so here only its state and the way there. */
export function RealNameSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = useIdentityDisplay();
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding('realName', section);
  const profileServed = useServedRoutes().isServed('userinfo');
  return (
    <SecuritySection
      ref={section}
      id="realName"
      title={t('security.realName.title')}
      current={
        member.bindRealName
          ? t('security.current', { value: shown.realName(member.realName) })
          : t('security.realName.unset')
      }
    >
      {!member.bindRealName && profileServed && (
        <Link to={`${hrefFor('userinfo')}#realName`}>{t('security.realName.complete')}</Link>
      )}
    </SecuritySection>
  );
}
