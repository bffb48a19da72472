import { useCallback, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { addCollection, removeCollection, type Game } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { sessionAtom } from 'shared/state';
import { NAMESPACE } from '../../setup';

interface Marks {
  /** The member the marks belong to: another member (or a visitor) starts from the server's answer. */
  owner: string | null;
  /** The favourite state set on this page, over what the game list said. */
  favourite: ReadonlyMap<number, boolean>;
  pending: ReadonlySet<number>;
}

export interface Favourites {
  isFavourite: (game: Game) => boolean;
  isPending: (game: Game) => boolean;
  toggle: (game: Game) => void;
}

/**
 * Favourite stars: the star turns at once and turns back, with a toast, when the call fails. A
 * visitor is asked to log in instead. One call per game at a time (its star is disabled meanwhile).
 * The list is not refetched: a game unstarred in the 收藏 tab stays until the next visit, so it can be
 * starred again.
 */
export function useFavourites(): Favourites {
  const { t } = useTranslation(NAMESPACE);
  const session = useAtomValue(sessionAtom);
  const owner = session?.userId ?? null;
  const [state, setState] = useState<Marks>({ owner, favourite: new Map(), pending: new Set() });
  const marks = useMemo<Marks>(
    () => (state.owner === owner ? state : { owner, favourite: new Map(), pending: new Set() }),
    [state, owner],
  );
  const add = useEndpointMutation(addCollection).call;
  const remove = useEndpointMutation(removeCollection).call;
  // Read synchronously by a second press that comes before the disabled star has rendered.
  const running = useRef(new Set<number>());

  const isFavourite = useCallback((game: Game) => marks.favourite.get(game.gameId) ?? game.favourite, [marks]);
  const isPending = useCallback((game: Game) => marks.pending.has(game.gameId), [marks]);

  const toggle = useCallback(
    (game: Game) => {
      if (owner === null) {
        bus.emit('ui:login-tips');
        return;
      }
      if (running.current.has(game.gameId)) return;
      running.current.add(game.gameId);
      const was = marks.favourite.get(game.gameId) ?? game.favourite;
      const mark = (favourite: boolean, pending: boolean) =>
        setState((previous) => {
          const base =
            previous.owner === owner
              ? previous
              : { owner, favourite: new Map<number, boolean>(), pending: new Set<number>() };
          const nextPending = new Set(base.pending);
          if (pending) nextPending.add(game.gameId);
          else nextPending.delete(game.gameId);
          return { owner, favourite: new Map(base.favourite).set(game.gameId, favourite), pending: nextPending };
        });
      mark(!was, true);
      (was ? remove : add)({ gameId: game.gameId }).then(
        (answer) => {
          running.current.delete(game.gameId);
          mark(answer.favourite, false);
        },
        (error: unknown) => {
          running.current.delete(game.gameId);
          mark(was, false);
          const message = errorMessage(error, t('catalogue.favourite.failed'));
          bus.emit('ui:toast', {
            message: t(was ? 'catalogue.favourite.removeFailed' : 'catalogue.favourite.addFailed', { message }),
            kind: 'error',
          });
        },
      );
    },
    [add, marks, owner, remove, t],
  );

  return { isFavourite, isPending, toggle };
}
