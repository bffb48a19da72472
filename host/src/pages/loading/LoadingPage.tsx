import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useBrand } from 'shared/state';
import { Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { safeTarget } from './safe-target';

const Full = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  background: ${({ theme }) => theme.background};
  h1 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.primary};
  }
`;

/** /loading: a full-page spinner; with a same-site `?to=` it moves on there once mounted. */
export function LoadingPage() {
  const { t } = useTranslation(NAMESPACE);
  const { siteName } = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('to'));

  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <Full data-testid="loading-page">
      <h1>{siteName}</h1>
      <Spinner label={t('loading.text')} />
    </Full>
  );
}
