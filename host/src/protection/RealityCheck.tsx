import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { protectionSession } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { Button, Dialog } from 'shared/ui';
import { logOut } from '../session/log-out';
import { NAMESPACE } from '../setup';
import { minutesPlayed, nextCheckAt } from './reality-schedule';

/** The event the member-centre page sends after the interval changes (no shared bus event needed for one listener). */
export const REALITY_CHECK_CHANGED = 'protection:reality-check';

interface SessionFacts {
  /** Login time on this browser's clock (the server's answer shifted by the clocks' difference). */
  startMs: number;
  netResult: number;
  minutes: number;
}

interface Shown {
  played: number;
  netResult: number;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  p {
    margin: 0;
    line-height: 1.6;
  }
  strong {
    font-size: 1.0625rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** Read when due, not on the first page: the query library loads with the first read. */
async function loadFacts(): Promise<SessionFacts> {
  const { fetchEndpoint } = await import('shared/query');
  const answer = await fetchEndpoint(protectionSession, {});
  const skew = Date.parse(answer.now) - Date.now();
  return {
    startMs: Date.parse(answer.sessionStart) - skew,
    netResult: answer.netResult,
    minutes: answer.realityCheckMinutes,
  };
}

/**
 * The reality check (docs/decisions/0006-player-protection.md): every N minutes of a login (the
 * member's choice, 60 by default) a modal over the whole site with the time played and the net
 * result since login, and 继续游戏 / 退出登录. The host mounts it once in the shell, so it stands over
 * every remote's page alike.
 */
export function RealityCheck() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [facts, setFacts] = useState<SessionFacts | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [leaving, setLeaving] = useState(false);

  const reload = useCallback(() => {
    loadFacts().then(setFacts, (error: unknown) =>
      console.warn('[protection] reality check settings did not load', error),
    );
  }, []);

  useEffect(() => {
    setFacts(null);
    setShown(null);
    if (!loggedIn) return undefined;
    reload();
    window.addEventListener(REALITY_CHECK_CHANGED, reload);
    return () => window.removeEventListener(REALITY_CHECK_CHANGED, reload);
  }, [loggedIn, reload]);

  useEffect(() => {
    if (facts === null || shown !== null) return undefined;
    const due = nextCheckAt(facts.startMs, facts.minutes, Date.now());
    if (due === null) return undefined;
    const timer = window.setTimeout(
      () => {
        // The net result as it is now; should the call fail, the last known figures still show.
        loadFacts().then(
          (fresh) => {
            setFacts(fresh);
            setShown({ played: minutesPlayed(fresh.startMs, Date.now()), netResult: fresh.netResult });
          },
          () => setShown({ played: minutesPlayed(facts.startMs, Date.now()), netResult: facts.netResult }),
        );
      },
      Math.max(0, due - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [facts, shown]);

  const signOut = async () => {
    setLeaving(true);
    await logOut();
    setLeaving(false);
    bus.emit('ui:toast', { message: t('protection.reality.loggedOut'), kind: 'success' });
  };

  if (!loggedIn || shown === null) return null;
  return (
    <Dialog open closable={false} title={t('protection.reality.title')}>
      <Body data-testid="reality-check">
        <strong>{t('protection.reality.played', { minutes: shown.played })}</strong>
        <p data-testid="reality-check-net">{t('protection.reality.net', { amount: formatMoney(shown.netResult) })}</p>
        <p>{t('protection.reality.hint')}</p>
      </Body>
      <Actions>
        <Button type="button" variant="secondary" loading={leaving} disabled={leaving} onClick={() => void signOut()}>
          {t('protection.reality.logout')}
        </Button>
        <Button type="button" disabled={leaving} onClick={() => setShown(null)}>
          {t('protection.reality.continue')}
        </Button>
      </Actions>
    </Dialog>
  );
}
