import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { NestedDialog } from '../../form/NestedDialog';
import type { LegalDocumentName } from './LegalDocument';
import { PrivacyDocument } from './PrivacyDocument';
import { TermsDocument } from './TermsDocument';

const Scroll = styled.div`
  max-height: min(60vh, 32rem);
  overflow-y: auto;
  padding-right: 0.5rem;
  margin-bottom: 1rem;
`;

/** 《用户协议》 or 《隐私政策》 over the register form. */
export function DocumentDialog({ name, onClose }: { name: LegalDocumentName; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NestedDialog open title={t(`documents.${name}.title`)} onClose={onClose} width="36rem">
      <Scroll tabIndex={0}>{name === 'terms' ? <TermsDocument /> : <PrivacyDocument />}</Scroll>
      <Button block autoFocus onClick={onClose}>
        {t('documents.done')}
      </Button>
    </NestedDialog>
  );
}
