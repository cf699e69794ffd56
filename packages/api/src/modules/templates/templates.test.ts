import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  categories,
  modelTemplateMeshes,
  modelTemplates,
  modelTemplateTextures,
} from '../../db/schema/index.ts';

describe('templates', () => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const ids = (response: { json(): { results: { title: string }[] } }) =>
    response.json().results.map((template) => template.title);

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    await db.insert(categories).values([
      { id: 10, name: 'vrHomes', title: 'Homes', order: 1 },
      { id: 11, name: 'vrHouse', title: 'Houses', parentCategoryId: 10 },
      { id: 54, name: 'vr3DNFTs', title: '3D NFTs', order: 2 },
      { id: 60, name: 'vrLands', title: 'Lands', order: 3 },
    ]);
    const rows = await db
      .insert(modelTemplates)
      .values([
        {
          name: 'cottage',
          title: 'Cottage',
          price: '30',
          area: '42.125',
          modelFile: '/m/c.glb',
          categoryId: 10,
          subCategoryId: 11,
        },
        { name: 'villa', title: 'Villa 100%', price: '80', modelFile: '/m/v.glb', categoryId: 10 },
        { name: 'chair', title: 'Chair', price: '5', modelFile: '/m/ch.glb', categoryId: 54 },
      ])
      .returning({ id: modelTemplates.id });
    const [roof, chimney] = await db
      .insert(modelTemplateMeshes)
      .values([
        { templateId: rows[0]!.id, name: 'Roof', title: 'Roof', price: '4', required: true, order: 0 },
        { templateId: rows[0]!.id, name: 'Chimney', title: 'Chimney', price: '2', order: 1 },
      ])
      .returning({ id: modelTemplateMeshes.id });
    await db.insert(modelTemplateTextures).values([
      { meshId: roof!.id, name: 'Slate', price: '3', file: '/m/slate.png' },
      { meshId: chimney!.id, name: 'Brick', price: '1', file: '/m/brick.png' },
    ]);
  });
  afterAll(() => test.close());

  it('lists templates by base price, lowest or highest first, with paging', async () => {
    const lowest = await get('/api/v1/templates');
    expect(lowest.statusCode).toBe(200);
    expect(ids(lowest)).toEqual(['Chair', 'Cottage', 'Villa 100%']);
    expect(lowest.json()).toMatchObject({ total: 3, page: 1, limit: 8 });
    const highest = await get('/api/v1/templates?sort_column=price&sort_direction=desc&per_page=2&page=1');
    expect(ids(highest)).toEqual(['Villa 100%', 'Cottage']);
    const second = await get('/api/v1/templates?sort_direction=desc&per_page=2&page=2');
    expect(ids(second)).toEqual(['Chair']);
    expect(second.json().total).toBe(3);
  });

  it('filters by category, sub-category and keyword (a literal %)', async () => {
    expect(ids(await get('/api/v1/templates?category_id=10'))).toEqual(['Cottage', 'Villa 100%']);
    expect(ids(await get('/api/v1/templates?sub_category_id=11'))).toEqual(['Cottage']);
    expect(ids(await get('/api/v1/templates?keyword=cha'))).toEqual(['Chair']);
    expect(ids(await get('/api/v1/templates?keyword=100%25'))).toEqual(['Villa 100%']);
    expect(ids(await get('/api/v1/templates?keyword=0%25'))).toEqual(['Villa 100%']);
    expect((await get('/api/v1/templates?category_id=60')).json()).toMatchObject({ results: [], total: 0 });
  });

  it('refuses unknown sort columns and malformed ids', async () => {
    expect((await get('/api/v1/templates?sort_column=title')).statusCode).toBe(400);
    expect((await get('/api/v1/templates?category_id=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/templates?sort_direction=up')).statusCode).toBe(400);
  });

  it('gives one template with its parts and each part its materials', async () => {
    const list = (await get('/api/v1/templates?keyword=cottage')).json();
    const response = await get(`/api/v1/templates/${list.results[0].id}`);
    expect(response.statusCode).toBe(200);
    const template = response.json();
    expect(template).toMatchObject({
      title: 'Cottage',
      price: '30',
      area: '42.125',
      modelCategoryId: 11,
      parentCategoryId: 10,
      modelMeshes: [
        { name: 'Roof', price: '4', required: true },
        { name: 'Chimney', price: '2', required: false },
      ],
    });
    const [roof, chimney] = template.modelMeshes;
    expect(template.modelTextures).toEqual([
      {
        id: expect.any(Number),
        meshId: roof.id,
        name: 'Slate',
        avatar: null,
        price: '3',
        file: '/m/slate.png',
      },
      {
        id: expect.any(Number),
        meshId: chimney.id,
        name: 'Brick',
        avatar: null,
        price: '1',
        file: '/m/brick.png',
      },
    ]);
  });

  it('answers 404 NOT_FOUND for an unknown id', async () => {
    const response = await get('/api/v1/templates/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('lists the categories holding templates with their counts', async () => {
    expect((await get('/api/v1/map-model3d-categories')).json()).toEqual([
      { id: 10, name: 'vrHomes', title: 'Homes', total: 2 },
      { id: 54, name: 'vr3DNFTs', title: '3D NFTs', total: 1 },
    ]);
  });
});
