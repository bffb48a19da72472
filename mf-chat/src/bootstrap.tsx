import { mountHarness } from 'shared/harness';
import './setup';
import CustomerServiceEntry from './exposes/CustomerServiceEntry';
import MatchChat from './exposes/MatchChat';

// A live match's room when the page is opened with ?game=<gameId> (the sports book gives it the id).
const gameId = new URLSearchParams(window.location.search).get('game');

mountHarness(
  '在线客服',
  <>
    <CustomerServiceEntry variant="header" />
    <CustomerServiceEntry variant="floating" />
    {gameId && <MatchChat gameId={gameId} title={gameId} />}
  </>,
);
