import { describe, expect, it } from 'vitest';
import { defaultLandSort, emptyLandSearch, landsQueryOf, nextSort } from './landSearch.ts';

describe('vrLand search', () => {
  it('asks for every land, newest update first, when nothing is filled in', () => {
    expect(landsQueryOf(emptyLandSearch, defaultLandSort)).toEqual({
      sort_column: 'updated_at',
      sort_direction: 'DESC',
    });
  });

  it('sends the chosen place and the trimmed texts; blank texts are no filter', () => {
    const search = { countryId: '1', cityId: '11', projectId: '', landName: '  Han ', address: '   ' };
    expect(landsQueryOf(search, defaultLandSort)).toMatchObject({
      country_id: '1',
      city_id: '11',
      land_name: 'Han',
    });
    expect(landsQueryOf(search, defaultLandSort).address).toBeUndefined();
  });

  it('flips the direction of the sorted column and starts another column descending', () => {
    const byArea = nextSort(defaultLandSort, 'land_area');
    expect(byArea).toEqual({ column: 'land_area', direction: 'DESC' });
    expect(nextSort(byArea, 'land_area')).toEqual({ column: 'land_area', direction: 'ASC' });
  });
});
