import type { Land } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { recommendToBuyRequest } from './recommendToBuy.ts';

const land = (recommendToBuyId: number | null): Land => ({
  id: 2,
  landPlanningId: 9001,
  landName: 'Han Plot 002',
  landTitle: 'Han Plot 002 title',
  landArea: 2400,
  totalPrice: '15000',
  currency: 'USDT',
  landFeatureType: 'Residential',
  address: '7 Lantern Street',
  email: 'lands@vrmarket.test',
  landLocationCenter: { lat: 16, lng: 108 },
  recommendToBuyId,
  countryName: 'Vietnam',
  cityName: 'Da Nang',
  projectName: 'Han River Bay',
  nftId: null,
  mapUrl: '/map-land-planning/2/show-map',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the recommend-to-buy notification of a created land', () => {
  it('names the marketplace detail, the registry email, the place and the recommend id', () => {
    expect(recommendToBuyRequest(land(5002), '41', 'https://market.example')).toEqual({
      url_market: 'https://market.example/detail/41',
      emails: ['lands@vrmarket.test'],
      location: '7 Lantern Street, Da Nang, Vietnam',
      recommend_to_buy_id: 5002,
    });
  });

  it('is not sent for a land that is not recommended', () => {
    expect(recommendToBuyRequest(land(null), '41', 'https://market.example')).toBeNull();
  });
});
