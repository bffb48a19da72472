import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

/**
 * Dialling codes with the pattern of a national mobile number (without the trunk 0 where the country
 * has one, which is also accepted). Mainland China first: most players are there.
 */
const AREAS: readonly (readonly [code: string, name: string, regex: string])[] = [
  ['86', '中国大陆', '^1[3-9]\\d{9}$'],
  ['852', '中国香港', '^[4-9]\\d{7}$'],
  ['853', '中国澳门', '^6\\d{7}$'],
  ['886', '中国台湾', '^0?9\\d{8}$'],
  ['65', '新加坡', '^[89]\\d{7}$'],
  ['60', '马来西亚', '^0?1\\d{8,9}$'],
  ['66', '泰国', '^0?[689]\\d{8}$'],
  ['84', '越南', '^0?[35789]\\d{8}$'],
  ['63', '菲律宾', '^0?9\\d{9}$'],
  ['62', '印度尼西亚', '^0?8\\d{8,11}$'],
  ['855', '柬埔寨', '^0?[1-9]\\d{7,8}$'],
  ['81', '日本', '^0?[789]0\\d{8}$'],
  ['82', '韩国', '^0?10\\d{7,8}$'],
  ['1', '美国', '^[2-9]\\d{2}[2-9]\\d{6}$'],
  ['44', '英国', '^0?7\\d{9}$'],
  ['61', '澳大利亚', '^0?4\\d{8}$'],
];

export async function seedCountryAreas(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'country_areas',
    ['area_code', 'area_name', 'regex', 'sort'],
    AREAS.map(([code, name, regex], index) => [code, name, regex, index + 1]),
  );
}
