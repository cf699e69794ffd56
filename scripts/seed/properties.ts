/**
 * Example `components.properties` JSON objects: label → value, where values starting with https://
 * become links and arrays are listed. Styles are joined with '/', a link is stored under 'Attached'.
 * A Country field makes an item swap-eligible unless it is the product's own (PRODUCT_COUNTRY).
 */
import { PRODUCT_COUNTRY } from '@vrmarket/domain';
import { createRandom, type Seed } from './random.ts';

export type PropertyValue = string | string[];
export type Properties = Record<string, PropertyValue>;

/** The product's own country (domain PRODUCT_COUNTRY): an item marked with it never swaps. */
export const SWAP_PLACEHOLDER_COUNTRY = PRODUCT_COUNTRY;

export interface PropertyExample {
  label: string;
  swapEligible: boolean;
  properties: Properties;
}

export const propertyExamples: readonly PropertyExample[] = [
  {
    label: 'home with country (swap-eligible)',
    swapEligible: true,
    properties: {
      Country: 'Vietnam',
      City: 'Da Nang',
      Bedrooms: '3',
      Styles: 'Realistic/Stylized',
      Attached: 'https://example.com/homes/sunset-villa/floorplan',
      Features: ['Pool', 'Roof garden', 'Sea view'],
    },
  },
  {
    label: 'land with country (swap-eligible)',
    swapEligible: true,
    properties: {
      Country: 'Japan',
      Zoning: 'Commercial',
      Survey: 'https://example.com/lands/survey/JP-OSA-0042.pdf',
      Neighbours: ['Harbor Plot 7', 'Harbor Plot 9'],
    },
  },
  {
    label: '3D model with styles',
    swapEligible: false,
    properties: {
      Styles: 'Cartoon/Minecraft',
      Polygons: '1,240',
      Materials: ['Oak Wood', 'Brass', 'Linen'],
      Attached: 'https://example.com/models/retro-armchair',
    },
  },
  {
    label: 'placeholder country (not swap-eligible)',
    swapEligible: false,
    properties: { Country: SWAP_PLACEHOLDER_COUNTRY, Edition: '1 of 100' },
  },
  {
    label: 'pet',
    swapEligible: false,
    properties: { Breed: 'Corgi', Mood: 'Playful', Accessories: ['Red collar', 'Tiny hat'] },
  },
];

const countries = ['Vietnam', 'Japan', 'Singapore', 'Thailand', 'Portugal'];

/** Properties for a seeded item; `withCountry` makes it swap-eligible. */
export function composeProperties(
  seed: Seed,
  options: { styles?: readonly string[]; withCountry?: boolean; attached?: string } = {},
): Properties {
  const random = createRandom(`properties:${seed}`);
  const properties: Properties = {};
  if (options.withCountry) properties.Country = random.pick(countries);
  if (options.styles?.length) properties.Styles = options.styles.join('/');
  properties.Attached = options.attached ?? `https://example.com/items/${encodeURIComponent(String(seed))}`;
  properties.Rarity = random.pick(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']);
  properties.Tags = [
    random.pick(['cozy', 'modern', 'classic', 'futuristic']),
    random.pick(['bright', 'night', 'pastel']),
  ];
  return properties;
}
