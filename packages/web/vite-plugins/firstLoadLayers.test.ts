import { describe, expect, it } from 'vitest';
import { firstLoadLayers, layerGroups } from './firstLoadLayers.ts';
import { hook } from './hooks.ts';

const root = '/repo/packages/web';
const web = (file: string) => `${root}/${file}`;
const domainFormat = '/repo/packages/domain/src/format.ts';

/** A small app: the entry, the landing and its sections, the marketplace list, a lazy detail screen. */
const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [web('src/main.tsx')]: {
    imports: [web('src/app/shell.ts'), domainFormat],
    lazy: [
      web('src/routes/home/HomePage.tsx'),
      web('src/routes/dashboard/DashboardPage.tsx'),
      web('src/routes/detail/Detail.tsx'),
    ],
  },
  [web('src/app/shell.ts')]: {},
  [web('src/routes/home/HomePage.tsx')]: {
    imports: [web('src/routes/home/hero.ts'), web('src/components/sectionTitle.ts'), domainFormat],
    lazy: [web('src/routes/home/LandingSections.tsx')],
  },
  [web('src/routes/home/hero.ts')]: {},
  [web('src/components/sectionTitle.ts')]: {},
  [web('src/routes/home/LandingSections.tsx')]: { imports: [web('src/features/nfts/NftCard.tsx')] },
  [web('src/features/nfts/NftCard.tsx')]: {},
  [web('src/routes/dashboard/DashboardPage.tsx')]: {
    imports: [web('src/routes/dashboard/MarketplaceList.tsx'), web('src/components/sectionTitle.ts')],
  },
  [web('src/routes/dashboard/MarketplaceList.tsx')]: {
    imports: [web('src/features/nfts/NftCard.tsx'), web('src/features/nfts/filters.ts')],
  },
  [web('src/features/nfts/filters.ts')]: {},
  [web('src/routes/detail/Detail.tsx')]: { imports: [web('src/features/nfts/filters.ts')] },
  [domainFormat]: {},
};

const context = {
  getModuleInfo: (id: string) =>
    graph[id] && { importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].lazy ?? [] },
  getModuleIds: () => Object.keys(graph).values(),
  resolve: async (name: string) => (graph[name] ? { id: name } : null),
};

/** The chunk a module lands in: the first group (highest priority) that takes it. */
const chunkOf = (id: string) =>
  [...layerGroups].sort((a, b) => b.priority - a.priority).find((group) => group.test(id))?.name ?? 'its own';

describe('firstLoadLayers', () => {
  it("puts each module in the first layer that needs it, so `/` loads none of the list's code", async () => {
    const plugin = firstLoadLayers();
    hook(plugin, 'configResolved')({ root });
    await hook(plugin, 'buildEnd').call(context);

    expect(chunkOf(web('src/main.tsx'))).toBe('shell');
    expect(chunkOf(web('src/app/shell.ts'))).toBe('shell');
    expect(chunkOf(web('src/routes/home/hero.ts'))).toBe('landing');
    // Shared by the landing and the list: the landing's, which the list's page loads too.
    expect(chunkOf(web('src/components/sectionTitle.ts'))).toBe('landing');
    expect(chunkOf(web('src/features/nfts/NftCard.tsx'))).toBe('cards');
    expect(chunkOf(web('src/routes/dashboard/MarketplaceList.tsx'))).toBe('browse');
    expect(chunkOf(web('src/features/nfts/filters.ts'))).toBe('browse');
    // The domain's modules stay out of the shell's and the landing's groups (tree-shaking decides).
    expect(chunkOf(domainFormat)).toBe('common');
    expect(chunkOf(web('src/routes/detail/Detail.tsx'))).toBe('its own');
  });
});
