import { describe, expect, it } from 'vitest';
import { parsePropertiesJson, splitLinks } from './nft-properties.ts';

describe('parsePropertiesJson', () => {
  it('lists key/value pairs, arrays item by item, https values as links', () => {
    const json = JSON.stringify({
      Color: 'Red',
      Styles: ['Cartoon', 'Minecraft'],
      Attached: 'https://example.com/doc',
      Plain: 'http://example.com',
      Size: 3,
      Nested: { a: 1 },
    });
    expect(parsePropertiesJson(json)).toEqual([
      { key: 'Color', values: ['Red'], isLink: false },
      { key: 'Styles', values: ['Cartoon', 'Minecraft'], isLink: false },
      { key: 'Attached', values: ['https://example.com/doc'], isLink: true },
      { key: 'Plain', values: ['http://example.com'], isLink: false },
      { key: 'Size', values: ['3'], isLink: false },
      { key: 'Nested', values: ['{"a":1}'], isLink: false },
    ]);
  });

  it.each([[''], [null], ['not json'], ['[1,2]'], ['"text"']])('gives nothing for %j', (text) => {
    expect(parsePropertiesJson(text)).toEqual([]);
  });
});

describe('splitLinks', () => {
  it('separates links from text, leaving trailing punctuation out', () => {
    expect(splitLinks('See https://a.io/x. Or http://b.io, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.io/x' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', href: 'http://b.io' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('keeps plain text whole and an empty text empty', () => {
    expect(splitLinks('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
