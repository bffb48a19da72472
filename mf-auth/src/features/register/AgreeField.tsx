import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { DocumentDialog, type LegalDocumentName } from '../documents';
import { CheckboxField } from '../../form/CheckboxField';
import { TextLink } from '../../form/TextLink';

export interface AgreeFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** 我已年满18周岁，并同意《用户协议》和《隐私政策》: the links open the documents over the form. */
export function AgreeField({ checked, onChange, error }: AgreeFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reading, setReading] = useState<LegalDocumentName | null>(null);
  return (
    <>
      <CheckboxField
        label={t('fields.agree')}
        checked={checked}
        onChange={onChange}
        error={error}
        after={
          <span>
            <TextLink onClick={() => setReading('terms')}>{t('fields.termsLink')}</TextLink>
            {t('fields.and')}
            <TextLink onClick={() => setReading('privacy')}>{t('fields.privacyLink')}</TextLink>
          </span>
        }
      />
      {reading && <DocumentDialog name={reading} onClose={() => setReading(null)} />}
    </>
  );
}
