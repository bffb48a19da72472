import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 2rem;
  background: ${({ theme }) => theme.background};
`;

const Card = styled.section`
  max-width: 36rem;
  padding: 2rem 2.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.danger};
  border-radius: 12px;
  h1 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.danger};
    font-size: 1.5rem;
  }
  code {
    padding: 0.125rem 0.375rem;
    background: ${({ theme }) => theme.surfaceAlt};
    border-radius: 4px;
  }
  p {
    margin: 0.5rem 0;
  }
`;

/** A bad brand.json never leaves a blank page: it names the field and what is wrong with it. */
export function BrandErrorPage({ field, message }: { field: string; message: string }) {
  const { t } = useTranslation('shared');
  return (
    <Page>
      <Card role="alert">
        <h1>{t('brand.errorTitle')}</h1>
        <p>
          {t('brand.errorField', { field: '' })}
          <code data-testid="brand-error-field">{field}</code>
        </p>
        <p data-testid="brand-error-message">{message}</p>
        <p>{t('brand.errorHint')}</p>
      </Card>
    </Page>
  );
}
