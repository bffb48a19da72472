import { api } from 'shared/api';
import { preInfo } from 'shared/contract';
import { appStore, siteInfoAtom } from 'shared/state';

/** Site pre-information (visitor IP, site switches); the page works without it, so failures stay quiet. */
export async function loadSiteInfo(): Promise<void> {
  try {
    appStore.set(siteInfoAtom, await api.request(preInfo, {}));
  } catch (error) {
    console.warn('[site] preInfo failed', error);
  }
}
