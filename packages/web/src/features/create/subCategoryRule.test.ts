import { describe, expect, it } from 'vitest';
import { fileFitsSubCategory, subCategoryForFile } from './subCategoryRule.ts';

const subs = [
  { id: 1, name: '2D Avatar' },
  { id: 2, name: '3D Avatar' },
];

describe('sub category and file type (R-VALID-14)', () => {
  it('an image selects 2D Avatar, a glb 3D Avatar, a video nothing', () => {
    expect(subCategoryForFile(subs, 'image/png')?.id).toBe(1);
    expect(subCategoryForFile(subs, 'image/jpeg')?.id).toBe(1);
    expect(subCategoryForFile(subs, 'model/gltf-binary')?.id).toBe(2);
    expect(subCategoryForFile(subs, 'video/mp4')).toBeUndefined();
  });

  it('picking 3D Avatar for a picture, or 2D Avatar for a model, clears the file', () => {
    expect(fileFitsSubCategory('3D Avatar', 'image/png')).toBe(false);
    expect(fileFitsSubCategory('2D Avatar', 'model/gltf-binary')).toBe(false);
    expect(fileFitsSubCategory('2D Avatar', 'video/mp4')).toBe(false);
  });

  it('a fitting sub category, or one without a file rule, keeps the file', () => {
    expect(fileFitsSubCategory('2D Avatar', 'image/jpeg')).toBe(true);
    expect(fileFitsSubCategory('3D Avatar', 'model/gltf-binary')).toBe(true);
    expect(fileFitsSubCategory('Clothes', 'image/png')).toBe(true);
    expect(fileFitsSubCategory(undefined, 'image/png')).toBe(true);
  });
});
