import { useAtomValue } from 'jotai';
import type { BrandConfig } from '../config/brand';
import { brandAtom } from './atoms';

/** The brand config; components under the host render only after it is loaded. */
export function useBrand(): BrandConfig {
  const brand = useAtomValue(brandAtom);
  if (!brand) throw new Error('品牌配置尚未加载');
  return brand;
}
