import { atom } from 'jotai';
import { api } from 'shared/api';
import { liveVerticalsAtom } from 'shared/config';
import { siteVerticals, type VerticalStatuses } from 'shared/contract';
import { appStore } from 'shared/state';
import { startVerticalPolling } from './vertical-status-poller';

/**
 * The live switches, read by the host's parts that must follow them (navigation, vertical routes).
 * Polling runs while at least one of them is on screen (jotai mounts the atom) and stops with the
 * last one; every answer lands in liveVerticalsAtom, which the served-routes check of every link
 * (host and remotes) follows.
 */
export const polledVerticalsAtom = atom(
  (get) => get(liveVerticalsAtom),
  (_get, set, statuses: VerticalStatuses) => set(liveVerticalsAtom, statuses),
);

polledVerticalsAtom.onMount = (publish) =>
  startVerticalPolling({
    fetchStatuses: async () => (await api.request(siteVerticals, {}, { cache: false })).verticals,
    publish,
    hasStatuses: () => appStore.get(liveVerticalsAtom) !== null,
  });
