import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `route-preloads.json`: for each route of the table (by name), the chunks of its screen
 * (./src/router/screenModules.ts) that index.html does not load already. Screens are lazy routes,
 * so the browser would otherwise request them only once the entry script has run; the api puts
 * them into that page's HTML as `modulepreload` links (packages/api/src/http/web-app.ts).
 */
export function routePreloads(screenModules: Readonly<Record<string, string>>): Plugin {
  let root = '';
  return {
    name: 'vrmarket-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
      const preloads: Record<string, string[]> = {};
      for (const [name, module] of Object.entries(screenModules)) {
        // The screen's own chunk, or the layer chunk it is grouped into (firstLoadLayers).
        const source = resolve(root, 'src/routes', module);
        const screen = chunks.find((chunk) => chunk.moduleIds.includes(source));
        if (!screen) continue;
        const files = closure(screen.fileName);
        preloads[name] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
