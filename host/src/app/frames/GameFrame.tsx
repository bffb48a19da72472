import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useNavigator } from 'shared/routes';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 8rem);
`;

const BackBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  /* Full-width routes (/game/sport/{venue}) have no page margin: keep 返回 off the window's edge. */
  padding: 0.5rem 1rem;
  color: ${({ theme }) => theme.text};
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 80vh;
  border: 0;
  background: ${({ theme }) => theme.surfaceAlt};
`;

/** A game (or venue) shown in the page: a back bar over a full-size frame of its address. */
export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { back } = useNavigator();
  return (
    <Page>
      <BackBar>
        <Button variant="secondary" onClick={back} data-testid="game-back">
          {t('game.back')}
        </Button>
        <span>{title}</span>
      </BackBar>
      <Frame src={url} title={title} allow="autoplay; fullscreen" allowFullScreen data-testid="game-frame" />
    </Page>
  );
}
