import { routes } from '@vrmarket/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';

const appUrl = inject('appUrl');
let page: Page;

freshPagePerTest((fresh) => {
  page = fresh.page;
});

type ValueCount = { value: string; count: number; selling: number };
type Listed = { components: { customTitle?: string; properties?: string } };

/** The seeded 3D category's rarest Rarity value (at least one item) and the titles that carry it. */
async function rarestRarity(): Promise<{ value: string; count: number; titles: string[] }> {
  const counts = (await (await fetch(`${appUrl}/api/v1/traits?categoryId=54`)).json()) as {
    traits: { type: string; values: ValueCount[] }[];
  };
  const values = counts.traits.find((trait) => trait.type === 'Rarity')?.values ?? [];
  const rarest = values.filter((v) => v.count > 0).sort((a, b) => a.count - b.count)[0];
  if (!rarest) throw new Error('the seed has no Rarity in the 3D category');
  // Every item of the category, read without the trait filter: the expected cards are the ones
  // whose own properties name the value.
  const list = (await (await fetch(`${appUrl}/api/v1/nft?categoryIds=54&limit=100`)).json()) as {
    results: Listed[];
    total: number;
  };
  expect(list.total).toBeLessThanOrEqual(100);
  const titles = list.results
    .filter((nft) => {
      const properties = JSON.parse(nft.components.properties ?? '{}') as Record<string, unknown>;
      return properties.Rarity === rarest.value;
    })
    .map((nft) => nft.components.customTitle ?? '');
  return { value: rarest.value, count: rarest.count, titles };
}

describe('trait filters on the marketplace', () => {
  it('filters the 3D category by a seeded trait: only matching cards, shareable URL, chip to clear', async () => {
    const rarity = await rarestRarity();
    expect(rarity.titles.length).toBe(rarity.count);
    await page.goto(`${appUrl}${routes.dashboard()}?category=54`);
    const all = await headingTotal(page);
    await page.getByRole('heading', { name: 'Traits' }).waitFor();
    const checkbox = page.getByRole('checkbox', { name: `${rarity.value}, ${rarity.count} items` });
    await checkbox.click();

    await poll(() => new URL(page.url()).searchParams.getAll('trait')).toEqual([`Rarity:${rarity.value}`]);
    await poll(() => headingTotal(page)).toBe(rarity.count);
    await poll(() => cardTitles(page)).toSatisfy(onlyThese(rarity.titles));
    expect(await checkbox.isChecked()).toBe(true);
    const chip = page.getByRole('button', { name: `Remove Rarity: ${rarity.value}` });
    await chip.waitFor();
    await screenshots(page, 'traits-list', { focus: page.getByRole('list', { name: 'Chosen traits' }) });
    await panelShots(page);

    // The URL alone gives the same list (shared link).
    const shared = page.url();
    await page.goto(shared);
    await poll(() => cardTitles(page)).toSatisfy(onlyThese(rarity.titles));

    // The chip clears the trait.
    await page.getByRole('button', { name: `Remove Rarity: ${rarity.value}` }).click();
    await poll(() => new URL(page.url()).searchParams.getAll('trait')).toEqual([]);
    await poll(() => headingTotal(page)).toBe(all);
  }, 180_000);

  it("filters a collection's items by its traits on collection explore", async () => {
    const counts = (await (await fetch(`${appUrl}/api/v1/traits?collectionId=1`)).json()) as {
      traits: { type: string; values: ValueCount[] }[];
    };
    const rarity = counts.traits.find((trait) => trait.type === 'Rarity')?.values[0];
    expect(rarity).toBeDefined();
    await page.goto(appUrl + routes.collectionExplore('1'));
    await page.getByRole('heading', { name: 'Traits', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `${rarity!.value}, ${rarity!.count} items` }).click();
    await poll(() => new URL(page.url()).searchParams.getAll('trait')).toEqual([`Rarity:${rarity!.value}`]);
    await page.getByRole('button', { name: `Remove Rarity: ${rarity!.value}` }).waitFor();
    await poll(() => page.getByTestId('nft-card').count()).toBe(Math.min(rarity!.count, 8));
    await screenshots(page, 'traits-collection');
  }, 180_000);

  it('another category starts without the traits', async () => {
    const rarity = await rarestRarity();
    await page.goto(
      `${appUrl}${routes.dashboard()}?category=54&trait=${encodeURIComponent(`Rarity:${rarity.value}`)}`,
    );
    await poll(() => headingTotal(page)).toBe(rarity.count);
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.getAll('trait')).toEqual([]);
    // Without a category there are no traits to choose from.
    expect(new URL(page.url()).searchParams.get('category')).toBeNull();
    await poll(() => page.getByRole('heading', { name: 'Traits', exact: true }).count()).toBe(0);
  });
});

/**
 * The filter panel's Traits section (SHOTS only): at 1280 px in the side panel, at 600 px in the
 * drawer the Filters button opens; light and dark.
 */
async function panelShots(target: Page): Promise<void> {
  if (!shotsFolder) return;
  const viewport = target.viewportSize();
  for (const width of [1280, 600]) {
    await target.setViewportSize({ width, height: 900 });
    if (width < 900) await target.getByRole('button', { name: 'Filters' }).click();
    const scope = width < 900 ? target.getByRole('dialog') : target.locator('body');
    const heading = scope.getByRole('heading', { name: 'Traits' });
    await heading.waitFor();
    await heading.scrollIntoViewIfNeeded();
    for (const colorScheme of ['light', 'dark'] as const) {
      await target.emulateMedia({ colorScheme });
      await target.waitForTimeout(700);
      await target.screenshot({ path: `${shotsFolder}/traits-panel-${width}-${colorScheme}.png` });
    }
    if (width < 900) await target.keyboard.press('Escape');
  }
  await target.emulateMedia({ colorScheme: 'light' });
  if (viewport) await target.setViewportSize(viewport);
}

/** The first page of these titles (8 cards at most), and nothing else. */
const onlyThese = (expected: string[]) => (titles: string[]) =>
  titles.length === Math.min(expected.length, 8) && titles.every((title) => expected.includes(title));

/** expect.poll with room for a cold api (its default gives up after one second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function settled(target: Page): Promise<void> {
  await target.locator('[data-testid="nft-results"][aria-busy="false"]').first().waitFor();
}

async function headingTotal(target: Page): Promise<number> {
  await settled(target);
  const text = (await target.getByTestId('list-heading').textContent()) ?? '';
  return Number(text.match(/^(\d+)/)?.[1] ?? Number.NaN);
}

async function cardTitles(target: Page): Promise<string[]> {
  await settled(target);
  return target.getByTestId('nft-card').getByRole('heading').allTextContents();
}
