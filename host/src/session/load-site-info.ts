import { preInfo } from 'shared/contract';
import { appStore, siteInfoAtom } from 'shared/state';

/**
 * Site pre-information (visitor IP, site switches); the page works without it, so failures stay
 * quiet. Read through the query layer, loaded with the call: the shell's first chunk does not carry it.
 */
export async function loadSiteInfo(): Promise<void> {
  try {
    const { fetchEndpoint } = await import('shared/query');
    appStore.set(siteInfoAtom, await fetchEndpoint(preInfo, {}));
  } catch (error) {
    console.warn('[site] preInfo failed', error);
  }
}
