import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { TextLink } from '../../form/TextLink';
import { openCustomerService } from './open-customer-service';

/** 联系客服, under every auth form. */
export function ContactSupportLink() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextLink onClick={() => openCustomerService({ warning: t('support.warning'), failed: t('support.failed') })}>
      {t('support.link')}
    </TextLink>
  );
}
