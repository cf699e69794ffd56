import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources.ts';
import { vi as viResources } from '../../i18n/resources.vi.ts';
import { storeAreaText } from './storeArea.ts';

describe('a vrStore area', () => {
  const en = i18next.createInstance();
  const vi = i18next.createInstance();
  beforeAll(async () => {
    await en.init({ resources, lng: 'en' });
    await vi.init({ resources: { vi: { translation: viResources } }, lng: 'vi' });
  });

  it('names the size class: under 40 m² Small, under 100 m² Medium, else Large', () => {
    expect(storeAreaText(en.t, 12)).toBe('12.00 m² (Small)');
    expect(storeAreaText(en.t, 39.99)).toBe('39.99 m² (Small)');
    expect(storeAreaText(en.t, 40)).toBe('40.00 m² (Medium)');
    expect(storeAreaText(en.t, 99.5)).toBe('99.50 m² (Medium)');
    expect(storeAreaText(en.t, 100)).toBe('100.00 m² (Large)');
    expect(storeAreaText(en.t, 860.5)).toBe('860.50 m² (Large)');
    // As the api sends it.
    expect(storeAreaText(en.t, '8.75')).toBe('8.75 m² (Small)');
  });

  it('in Vietnamese too', () => {
    expect(storeAreaText(vi.t, 12)).toBe('12.00 m² (Nhỏ)');
    expect(storeAreaText(vi.t, 64)).toBe('64.00 m² (Vừa)');
    expect(storeAreaText(vi.t, 240)).toBe('240.00 m² (Lớn)');
  });
});
