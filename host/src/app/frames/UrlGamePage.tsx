import { useSearchParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { findLaunchedGame } from 'shared/storage';
import { RefusedGamePage } from '../../casino/RefusedGamePage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { isWebUrl } from '../../navigation/launch-url';
import { NAMESPACE } from '../../setup';
import { GameFrame } from './GameFrame';

/**
 * The open-by-url game page (/game/:info): the game's address comes in the `url` query. Anything
 * but an http(s) address is not-found; an address this tab's launch did not answer is refused, and
 * the back bar names the launched game, never a title from the query.
 */
export function UrlGamePage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const url = params.get('url');
  if (!isWebUrl(url)) return <NotFoundPage />;
  const launched = findLaunchedGame(url);
  if (!launched) return <RefusedGamePage />;
  return <GameFrame url={url} title={launched.title || t('title.game')} />;
}
