// Test helpers of the records page: the api answers and the rows it lists.
import { useLocation } from 'shared/router';
import { vi } from 'vitest';
import { api } from 'shared/api';
import {
  type betRecordDaily,
  betRecordList,
  betRecordTotal,
  getVenueInfoByCategory,
  type BetRecord,
  type CasinoRound,
  type RequestOf,
  type ResponseOf,
  type Venue,
  type VenueCategory,
} from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { testTicket } from '../../testing/test-ticket';

/** 2025-03-10 17:30 UTC: already 2025-03-11 in Beijing. */
export const NOW = new Date('2025-03-10T17:30:00Z');

export const listPayloads = () =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([endpoint]) => endpoint === betRecordList)
    .map(([, payload]) => payload);
export const totalPayloads = () =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([endpoint]) => endpoint === betRecordTotal)
    .map(([, payload]) => payload);

export const venuePayloads = () =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([endpoint]) => endpoint === getVenueInfoByCategory)
    .map(([, payload]) => payload);

export type ListPayload = RequestOf<typeof betRecordList>;

export interface Answers {
  list?: (payload: ListPayload) => Promise<ResponseOf<typeof betRecordList>>;
  total?: () => Promise<ResponseOf<typeof betRecordTotal>>;
  venues?: (category: VenueCategory) => Promise<ResponseOf<typeof getVenueInfoByCategory>>;
  daily?: (payload: RequestOf<typeof betRecordDaily>) => Promise<ResponseOf<typeof betRecordDaily>>;
}

export function venue(enName: string, name: string, category: VenueCategory, sort = 1): Venue {
  return { venueId: sort, enName, name, category, description: '', imageUrl: '', status: 'normal', hot: false, sort };
}

export const casinoVenues: Partial<Record<VenueCategory, Venue[]>> = {
  ZR: [venue('BG', 'BG真人', 'ZR', 2), venue('AG', 'AG真人', 'ZR', 1)],
  DZ: [venue('PG', 'PG电子', 'DZ')],
  BY: [venue('JDB', 'JDB捕鱼', 'BY')],
};

export function serve({
  list = async () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
  total = async () => ({ count: 0, stake: 0, validStake: 0, winLoss: 0 }),
  venues = async (category) => ({ list: casinoVenues[category] ?? [] }),
  daily = async () => ({ days: [] }),
}: Answers) {
  fakeEndpoints({
    betRecordList: list,
    betRecordTotal: () => total(),
    getVenueInfoByCategory: ({ category }) => venues(category),
    betRecordDaily: daily,
  });
}

export function round(roundId: string, overrides: Partial<CasinoRound> = {}): BetRecord {
  return {
    kind: 'casino',
    roundId,
    venueCode: 'PG',
    venueName: 'PG电子',
    gameName: '麻将胡了',
    stake: 10,
    payout: 25,
    winLoss: 15,
    detail: '中、发、白 三连',
    createdAt: '2025-03-10T12:00:00Z',
    ...overrides,
  };
}

/** A ticket as the records list it. */
export function sportsTicket(overrides: Parameters<typeof testTicket>[0] = {}): Extract<BetRecord, { kind: 'sports' }> {
  return { ...testTicket(overrides), kind: 'sports' };
}

/** The address the page keeps its venue in. */
export function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
