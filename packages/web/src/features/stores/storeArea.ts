import { formatArea, storeSizeClass } from '@vrmarket/domain';
import type { TFunction } from 'i18next';

const sizeKeys = {
  Small: 'stores.sizeSmall',
  Medium: 'stores.sizeMedium',
  Large: 'stores.sizeLarge',
} as const;

/**
 * A vrStore's area as its screens show it: to 2 decimals in m², with the spec's size class (under
 * 40 Small, under 100 Medium, else Large), e.g. '12.00 m² (Small)'. The api sends it as decimal text.
 */
export function storeAreaText(t: TFunction, area: number | string): string {
  return t('stores.areaWithSize', {
    area: formatArea(area, 2),
    size: t(sizeKeys[storeSizeClass(Number(area))]),
  });
}
