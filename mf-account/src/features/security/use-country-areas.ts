import { useEffect, useState } from 'react';
import { api } from 'shared/api';
import { queryCountryArea, type CountryArea } from 'shared/contract';
import { MAINLAND_MOBILE_PATTERN } from 'shared/validation';

export const DEFAULT_AREA_CODE = '86';

/**
 * The phone's country list (SPEC §3 country list entry). Until it loads, or when it cannot, mainland
 * China with the mainland mobile pattern is offered, so binding a mainland phone always works.
 */
export function useCountryAreas(mainlandName: string): CountryArea[] {
  const [areas, setAreas] = useState<CountryArea[] | null>(null);

  useEffect(() => {
    let live = true;
    api
      .request(queryCountryArea, { area: '' })
      .then(({ list }) => {
        if (live && list.length > 0) setAreas(list);
      })
      .catch((error: unknown) => console.warn('[account] country list unavailable, offering mainland China only', error));
    return () => {
      live = false;
    };
  }, []);

  const fallback: CountryArea = { areaName: mainlandName, areaCode: DEFAULT_AREA_CODE, regex: MAINLAND_MOBILE_PATTERN };
  if (!areas) return [fallback];
  return areas.some((area) => area.areaCode === DEFAULT_AREA_CODE) ? areas : [fallback, ...areas];
}
