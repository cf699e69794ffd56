import type { PetCombo } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { comboPropertyRows, hiddenPartsOf, partTexturesOf } from './comboLook.ts';

const combo: PetCombo = {
  id: 1,
  name: 'Pup #1',
  collectionName: 'Pups',
  nftId: null,
  glbUrl: null,
  model: { id: 1, name: 'pup', title: 'Pup', modelFile: '/m/pup.glb', partNames: ['Body', 'Hat', 'Tail'] },
  data: [
    {
      id: 1,
      textureId: 5,
      meshName: 'Body',
      partTitle: 'Body',
      partAvatar: null,
      textureName: 'Fur',
      textureFile: '/m/fur.png',
    },
    {
      id: 3,
      textureId: null,
      meshName: 'Tail',
      partTitle: 'Tail',
      partAvatar: null,
      textureName: null,
      textureFile: null,
    },
  ],
};

describe('a pet combo’s look', () => {
  it('hides the parts it leaves out and dresses the parts with a material', () => {
    expect(hiddenPartsOf(combo)).toEqual(['Hat']);
    expect(partTexturesOf(combo)).toEqual({ Body: '/m/fur.png' });
  });

  it('lists part → material rows and the collection for the created NFT', () => {
    expect(comboPropertyRows(combo, 'Original', 'Collection')).toEqual([
      { label: 'Body', value: 'Fur' },
      { label: 'Tail', value: 'Original' },
      { label: 'Collection', value: 'Pups' },
    ]);
  });
});
