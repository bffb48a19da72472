import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useNavigator } from 'shared/routes';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../setup';

const Centre = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-height: calc(100vh - 8rem);
  padding: 2rem 1rem;
  color: ${({ theme }) => theme.text};
  text-align: center;
`;

/** A game address this tab did not launch: said plainly, never framed. */
export function RefusedGamePage() {
  const { t } = useTranslation(NAMESPACE);
  const { toName } = useNavigator();
  return (
    <Centre role="alert" data-testid="game-refused">
      <strong>{t('gameGuard.refused')}</strong>
      <span>{t('gameGuard.hint')}</span>
      <Button onClick={() => toName('home')}>{t('gameGuard.goHome')}</Button>
    </Centre>
  );
}
