import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules of the browsing first loads, by layer (filled by `firstLoadLayers` once the module
 * graph is known, read while chunking): `shell`, what the entry imports; `landing`, what `/`'s
 * screen adds; `cards`, its sections (Recent Listed: the card list the marketplace shares);
 * `browse`, what the marketplace list (`/dashboard`, `/?category=`) adds to those. One
 * chunk per layer instead of dozens of small shared chunks: Lighthouse's mobile run loads over
 * simulated HTTP/1.1 (6 connections, 150 ms round trips), where the dashboard's ~70 files cost more
 * than their bytes. A layer's chunk never takes a module of a layer before it (their groups come
 * first), so `/` loads none of the list's code.
 */
const layers = {
  shell: new Set<string>(),
  common: new Set<string>(),
  popper: new Set<string>(),
  toggles: new Set<string>(),
  overlays: new Set<string>(),
  forms: new Set<string>(),
  landing: new Set<string>(),
  cards: new Set<string>(),
  browse: new Set<string>(),
};
const LAYER_ROOTS = {
  shell: [
    'src/main.tsx',
    // What the live stream's lazy chunk shares with the cards (the list's query keys, the sold
    // marks): they stay in the shell, or every page would load the cards' chunk for them.
    'src/features/nfts/queries.ts',
    'src/features/live/soldStore.ts',
  ],
  landing: ['src/routes/home/HomePage.tsx'],
  // Loaded by / once HomePage runs (keeps /'s first JS within 200 KB gzip), preloaded by /dashboard.
  cards: ['src/routes/home/LandingSections.tsx'],
  browse: ['src/routes/dashboard/DashboardPage.tsx', 'src/routes/dashboard/MarketplaceList.tsx'],
};

/**
 * Parts other screens share with the browsing layers, in chunks of their own: a layer's chunk is
 * loaded whole by any screen that needs one module of it, so /add-new-nft loaded the marketplace
 * list's chunk (75 KB gzip) for a list toolbar, and every signed-in page did for the account menu.
 * `common`: small page parts, the domain's formatters and ownership rules, and the icons and MUI
 * parts the landing's cards share with the others (never a module of the landing, so `/`'s first
 * load is unchanged); `popper`: MUI's Tooltip and Popper (the header's tooltips); `toggles`: MUI's
 * toggle buttons (the detail screen's price chart switches its period with them, and loaded the
 * list's chunk and the overlays and landing chunks it imports for them: 47 KB gzip); `overlays`:
 * MUI's dialogs, menus and popovers (loaded by the marketplace list's selects, else when a dialog
 * or the account menu first opens: see components/dialogs/OnceOpened.tsx); `forms`: MUI's text
 * fields, checkboxes and their labels (the sign-in form, the captcha and the creation forms loaded
 * the marketplace list's chunk and zod for them: /login 111 → 68 KB gzip of its screen's JS). Each
 * is the static closure of its roots less the groups before it.
 */
const SHARED_ROOTS = {
  common: [
    'src/components/list/ListToolbar.tsx',
    '@mui/material/Skeleton',
    '@mui/material/Paper',
    'src/features/categories/api.ts',
    '../domain/src/validation/same-address.ts',
    '../domain/src/format.ts',
    '../domain/src/rules/ownership.ts',
    '@mui/material/Avatar',
  ],
  popper: ['@mui/material/Tooltip', '@mui/material/Popper'],
  forms: ['@mui/material/TextField', '@mui/material/Checkbox', '@mui/material/FormControlLabel'],
  toggles: ['@mui/material/ToggleButton', '@mui/material/ToggleButtonGroup'],
  overlays: [
    '@mui/material/Dialog',
    '@mui/material/Menu',
    '@mui/material/MenuItem',
    '@mui/material/Popover',
    '@mui/material/Switch',
    '@mui/material/Divider',
    '@mui/material/ListItemIcon',
    '@mui/material/ListItemText',
  ],
};

const ICONS = /node_modules[\\/]@mui[\\/]icons-material[\\/]/;

export function firstLoadLayers(): Plugin {
  let root = '';
  return {
    name: 'vrmarket-first-load-layers',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildEnd() {
      const staticClosure = (roots: string[], except: Set<string>[]) => {
        const found = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (found.has(id) || except.some((layer) => layer.has(id))) continue;
          found.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const files = (list: string[]) => list.map((file) => resolve(root, file));
      const importer = resolve(root, 'src/main.tsx');
      const modules = async (list: string[]) =>
        (await Promise.all(list.map((name) => this.resolve(name, importer)))).flatMap((r) =>
          r ? [r.id] : [],
        );
      const shell = staticClosure(files(LAYER_ROOTS.shell), []);
      // Nearly every screen's frame (0.2 KB): in the shell rather than in the landing's chunk.
      shell.add(resolve(root, 'src/components/PageContainer.tsx'));
      const home = staticClosure(files([...LAYER_ROOTS.landing, ...LAYER_ROOTS.cards]), [shell]);
      const overlayParts = staticClosure(await modules([...SHARED_ROOTS.popper, ...SHARED_ROOTS.overlays]), [
        shell,
      ]);
      // Icons the browsing layers share with other screens (the account menu's, a dialog's).
      const dynamicRoots = new Set<string>();
      for (const id of this.getModuleIds())
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) dynamicRoots.add(target);
      const layerRoots = new Set(
        files([...LAYER_ROOTS.landing, ...LAYER_ROOTS.cards, ...LAYER_ROOTS.browse]),
      );
      const elsewhere = staticClosure(
        [...dynamicRoots].filter((id) => !layerRoots.has(id)),
        [shell],
      );
      const sharedIcons = [...staticClosure([...layerRoots], [shell])].filter(
        (id) => ICONS.test(id) && elsewhere.has(id),
      );
      const commonRoots = await modules(
        SHARED_ROOTS.common.map((name) => (name.startsWith('@') ? name : resolve(root, name))),
      );
      layers.shell = shell;
      // The shell's closure names every domain module (the package's barrel) but its group leaves
      // them out (SHARED_LIBRARIES); the landing keeps what it shares, so `/` never loads `common`.
      const shellGroup = new Set([...shell].filter((id) => !SHARED_LIBRARIES.test(id)));
      const landing = new Set(
        [...staticClosure(files(LAYER_ROOTS.landing), [shellGroup])].filter(
          (id) => !SHARED_LIBRARIES.test(id),
        ),
      );
      layers.common = staticClosure(
        [...commonRoots, ...sharedIcons, ...[...overlayParts].filter((id) => home.has(id))],
        [shellGroup, landing],
      );
      layers.popper = staticClosure(await modules(SHARED_ROOTS.popper), [shell, layers.common]);
      // Before the overlays: the toggles' keyboard focus hook (useRovingTabIndex) is the menus' too.
      layers.toggles = staticClosure(await modules(SHARED_ROOTS.toggles), [
        shell,
        layers.common,
        layers.popper,
      ]);
      layers.overlays = staticClosure(
        [...overlayParts],
        [shell, layers.common, layers.popper, layers.toggles],
      );
      // After the overlays: a TextField's select mode is a menu.
      layers.forms = staticClosure(await modules(SHARED_ROOTS.forms), [
        shell,
        layers.common,
        layers.popper,
        layers.toggles,
        layers.overlays,
      ]);
      const shared = [
        layers.shell,
        layers.common,
        layers.popper,
        layers.toggles,
        layers.overlays,
        layers.forms,
      ];
      layers.landing = staticClosure(files(LAYER_ROOTS.landing), shared);
      layers.cards = staticClosure(files(LAYER_ROOTS.cards), [...shared, layers.landing]);
      layers.browse = staticClosure(files(LAYER_ROOTS.browse), [...shared, layers.landing, layers.cards]);
    },
  };
}

/** Modules the graph reaches through re-exports that tree-shaking drops from the shell (zod, schemas). */
const SHARED_LIBRARIES = /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]/;

export const layerGroups = (
  ['shell', 'common', 'popper', 'toggles', 'overlays', 'forms', 'landing', 'cards', 'browse'] as const
).map((name, index) => ({
  name,
  test: (id: string) => layers[name].has(id) && !(name === 'shell' && SHARED_LIBRARIES.test(id)),
  priority: 20 - index,
}));
