import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { isWebUrl } from '../../navigation/launch-url';
import { NAMESPACE } from '../../setup';
import { GameFrame } from './GameFrame';

/**
 * The e-game host page (/pg/game, /dz/game) and the open-by-url page (/game/:info): the game's
 * address comes in the `url` query. Anything but an http(s) address is not-found, never a frame.
 */
export function UrlGamePage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const url = params.get('url');
  if (!isWebUrl(url)) return <NotFoundPage />;
  return <GameFrame url={url} title={params.get('title') ?? t('title.game')} />;
}
