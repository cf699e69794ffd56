import { describe, expect, it } from 'vitest';
import {
  chooseTexture,
  customiseArea,
  customisedPrice,
  initialCustomisation,
  partLocked,
  togglePart,
} from './customise.ts';

const roof = { id: 1, required: true, price: '4' };
const chimney = { id: 2, required: false, price: '2' };
const windows = { id: 3, required: false, price: '1.5' };
const slate = { id: 10, meshId: 1, price: '3' };
const brick = { id: 11, meshId: 2, price: '1' };
const stone = { id: 12, meshId: 2, price: '2.25' };
const template = { price: '30', modelMeshes: [roof, chimney, windows], modelTextures: [slate, brick, stone] };

describe('customising a template', () => {
  it('starts with the required parts ticked and the first part selected', () => {
    expect(initialCustomisation(template.modelMeshes)).toEqual({ parts: [1], textures: {}, selectedPart: 1 });
    expect(customisedPrice(template, initialCustomisation(template.modelMeshes))).toBe(34);
  });

  it('a required part cannot be unticked', () => {
    const start = initialCustomisation(template.modelMeshes);
    expect(togglePart(start, roof)).toEqual(start);
    expect(partLocked(start, roof)).toBe(true);
  });

  it('ticking selects the part; the selected part cannot be unticked, another one can', () => {
    const withChimney = togglePart(initialCustomisation(template.modelMeshes), chimney);
    expect(withChimney.parts).toEqual([1, 2]);
    expect(withChimney.selectedPart).toBe(2);
    expect(togglePart(withChimney, chimney)).toEqual(withChimney);
    const withWindows = togglePart(withChimney, windows);
    expect(togglePart(withWindows, chimney).parts).toEqual([1, 3]);
  });

  it('unticking a part drops its material and its price', () => {
    let choice = chooseTexture(initialCustomisation(template.modelMeshes), stone);
    expect(choice.parts).toEqual([1, 2]);
    expect(customisedPrice(template, choice)).toBe(30 + 4 + 2 + 2.25);
    choice = togglePart({ ...choice, selectedPart: 1 }, chimney);
    expect(choice.textures).toEqual({});
    expect(customisedPrice(template, choice)).toBe(34);
  });

  it('a part wears one material; choosing the chosen one again clears it', () => {
    let choice = chooseTexture(initialCustomisation(template.modelMeshes), brick);
    choice = chooseTexture(choice, stone);
    expect(choice.textures).toEqual({ 2: 12 });
    choice = chooseTexture(choice, slate);
    expect(customisedPrice(template, choice)).toBe(30 + 4 + 2 + 3 + 2.25);
    choice = chooseTexture(choice, slate);
    expect(choice.textures).toEqual({ 2: 12 });
  });

  it('shows the area to 2 decimals', () => {
    expect(customiseArea('42.125')).toBe('42.13');
    expect(customiseArea(null)).toBe('0.00');
  });
});
