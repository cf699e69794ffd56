import { describe, expect, it } from 'vitest';
import { renderLandMapPage } from './map-page.ts';

describe('the land map page', () => {
  it('always draws the land’s parcel, whatever neighbourhood its id generates', () => {
    for (let id = 1; id <= 200; id++) {
      const page = renderLandMapPage({ id: String(id), landName: `Lot ${id}` });
      expect(page.match(/stroke="#5b3df5" stroke-width="3"/g), `land ${id}`).toHaveLength(1);
    }
  });

  it('is the same page for the same land, and escapes the texts it shows', () => {
    const land = { id: '9', landName: '<Lot & "Co">', address: 'x<script>' };
    expect(renderLandMapPage(land)).toBe(renderLandMapPage(land));
    expect(renderLandMapPage(land)).toContain('&lt;Lot &amp; &quot;Co&quot;&gt;');
    expect(renderLandMapPage(land)).not.toContain('<script>');
  });
});
