import { atom } from 'jotai';
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
    // The query library loads with the first poll: the shell's first chunk does not carry it.
    fetchStatuses: async () => {
      const { fetchEndpoint } = await import('shared/query');
      return (await fetchEndpoint(siteVerticals, {})).verticals;
    },
    publish,
    hasStatuses: () => appStore.get(liveVerticalsAtom) !== null,
  });
