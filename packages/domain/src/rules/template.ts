import { DECIMALS } from '../constants.ts';
import { formatPrice } from '../format.ts';
import { roundTo, toNumber } from './round.ts';

type Amount = number | string | null | undefined;
export interface TemplateLike {
  price: Amount;
  modelMeshes?: readonly { price?: Amount; required?: boolean | null }[] | null;
  modelTextures?: readonly { price?: Amount }[] | null;
}

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * Template price: with no meshes, the price (4 decimals); otherwise from base plus the required
 * meshes up to base plus all meshes plus mesh count × the highest texture price.
 */
export function templatePriceRange(template: TemplateLike): PriceRange {
  const base = toNumber(template.price);
  const meshes = template.modelMeshes ?? [];
  if (meshes.length === 0) {
    const price = roundTo(base, DECIMALS.priceDisplay);
    return { min: price, max: price };
  }
  const sum = (list: readonly { price?: Amount }[]) =>
    list.reduce((total, item) => total + toNumber(item.price), 0);
  const highestTexture = Math.max(
    0,
    ...(template.modelTextures ?? []).map((texture) => toNumber(texture.price)),
  );
  return {
    min: roundTo(base + sum(meshes.filter((mesh) => mesh.required)), DECIMALS.priceDisplay),
    max: roundTo(base + sum(meshes) + meshes.length * highestTexture, DECIMALS.priceDisplay),
  };
}

/** '12 USDT', or '12 - 30 USDT' when the range is open. */
export function formatPriceRange(range: PriceRange, currency = 'USDT'): string {
  if (range.min === range.max) return formatPrice(range.min, currency);
  return `${formatPrice(range.min)} - ${formatPrice(range.max, currency)}`;
}
