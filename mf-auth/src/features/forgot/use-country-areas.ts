import { useEffect, useState } from 'react';
import { api } from 'shared/api';
import { queryCountryArea, type CountryArea } from 'shared/contract';
import { MAINLAND_MOBILE_PATTERN } from 'shared/validation';
import { DEFAULT_AREA_CODE } from './forgot-state';

/**
 * The country picker's list (SPEC §3 country list entry). Until it loads, or when it cannot, the
 * picker offers mainland China with the mainland mobile pattern, so recovery by phone always works
 * for the site's main audience. The call is cacheable: reopening the wizard costs nothing.
 */
export function useCountryAreas(mainlandName: string): CountryArea[] {
  const fallback: CountryArea = { areaName: mainlandName, areaCode: DEFAULT_AREA_CODE, regex: MAINLAND_MOBILE_PATTERN };
  const [areas, setAreas] = useState<CountryArea[] | null>(null);

  useEffect(() => {
    let live = true;
    api
      .request(queryCountryArea, { area: '' })
      .then(({ list }) => {
        if (live && list.length > 0) setAreas(list);
      })
      .catch((error: unknown) => console.warn('[auth] country list unavailable, offering mainland China only', error));
    return () => {
      live = false;
    };
  }, []);

  if (!areas) return [fallback];
  // The default must be pickable even when the server's list leaves it out.
  return areas.some((area) => area.areaCode === DEFAULT_AREA_CODE) ? areas : [fallback, ...areas];
}
