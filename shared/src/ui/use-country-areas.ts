import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { api } from 'shared/api';
import { queryCountryArea, type CountryArea } from '../contract/endpoints/codes-send';
import { DEFAULT_AREA_CODE, MAINLAND_MOBILE_PATTERN } from '../validation/limits';

/**
 * The phone country picker's list (SPEC §3 country list entry). Until it loads, or when it cannot,
 * mainland China with the mainland mobile pattern is offered, so a mainland phone always works
 * (binding it, or recovering a password by it). The call is cacheable: reopening costs nothing.
 */
export function useCountryAreas(): CountryArea[] {
  const { t } = useTranslation('shared');
  const [areas, setAreas] = useState<CountryArea[] | null>(null);

  useEffect(() => {
    let live = true;
    api
      .request(queryCountryArea, { area: '' })
      .then(({ list }) => {
        if (live && list.length > 0) setAreas(list);
      })
      .catch((error: unknown) => console.warn('[country list] unavailable, offering mainland China only', error));
    return () => {
      live = false;
    };
  }, []);

  const fallback: CountryArea = {
    areaName: t('phone.mainland'),
    areaCode: DEFAULT_AREA_CODE,
    regex: MAINLAND_MOBILE_PATTERN,
  };
  if (!areas) return [fallback];
  // The default must be pickable even when the server's list leaves it out.
  return areas.some((area) => area.areaCode === DEFAULT_AREA_CODE) ? areas : [fallback, ...areas];
}
