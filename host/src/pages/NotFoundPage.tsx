import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../setup';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 5rem 1rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 4rem;
    color: ${({ theme }) => theme.primary};
    letter-spacing: 0.1em;
  }
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Home = styled(Link)`
  margin-top: 0.5rem;
  padding: 0.625rem 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
`;

export function NotFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Wrap data-testid="not-found">
      <h1>404</h1>
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <Home to="/">{t('notFound.home')}</Home>
    </Wrap>
  );
}
