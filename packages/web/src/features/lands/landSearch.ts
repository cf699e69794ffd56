import type { LandSortColumn } from '@vrmarket/domain';

/** The search panel's fields; ids as select values ('' = any). */
export interface LandSearch {
  countryId: string;
  cityId: string;
  projectId: string;
  landName: string;
  address: string;
}

export const emptyLandSearch: LandSearch = {
  countryId: '',
  cityId: '',
  projectId: '',
  landName: '',
  address: '',
};

export interface LandSort {
  column: LandSortColumn;
  direction: 'ASC' | 'DESC';
}

/** The list's default order is updated_at descending (R-API-14). */
export const defaultLandSort: LandSort = { column: 'updated_at', direction: 'DESC' };

const id = (value: string) => (value === '' ? undefined : value);
const text = (value: string) => value.trim() || undefined;

/** The list call's query string (domain `landsQuery`). */
export interface LandListParams {
  country_id?: string | undefined;
  city_id?: string | undefined;
  project_id?: string | undefined;
  land_name?: string | undefined;
  address?: string | undefined;
  sort_column: LandSortColumn;
  sort_direction: 'ASC' | 'DESC';
}

export function landsQueryOf(search: LandSearch, sort: LandSort): LandListParams {
  return {
    country_id: id(search.countryId),
    city_id: id(search.cityId),
    project_id: id(search.projectId),
    land_name: text(search.landName),
    address: text(search.address),
    sort_column: sort.column,
    sort_direction: sort.direction,
  };
}

/** A click on a column: the same column flips its direction, another one starts descending. */
export const nextSort = (sort: LandSort, column: LandSortColumn): LandSort =>
  sort.column === column
    ? { column, direction: sort.direction === 'DESC' ? 'ASC' : 'DESC' }
    : { column, direction: 'DESC' };
