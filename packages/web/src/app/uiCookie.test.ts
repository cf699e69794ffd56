import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A page on which public/theme-init.js has decided light English at 412 px: what the module reads
 * (<html>, the viewport, storage) and every cookie written after it loads.
 */
function pageAfterThemeInit() {
  const writes: string[] = [];
  const documentElement = { dataset: { theme: 'light' } as Record<string, string>, lang: 'en' };
  vi.stubGlobal('document', {
    documentElement,
    set cookie(value: string) {
      writes.push(value.split(';')[0]!);
    },
  });
  const viewport = { widthReads: 0 };
  vi.stubGlobal('window', {
    get innerWidth() {
      viewport.widthReads += 1;
      return 412;
    },
  });
  vi.stubGlobal('localStorage', { getItem: () => null });
  return { writes, documentElement, viewport };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the ui cookie', () => {
  it("is not written again for what theme-init.js wrote, and is written when the visitor's choice changes", async () => {
    const { writes, documentElement, viewport } = pageAfterThemeInit();
    const { writeUiCookie } = await import('./uiCookie.ts');
    // The app's start announces the language and theme theme-init.js decided: nothing to write,
    // and the width is not read (reading it lays the page out).
    writeUiCookie();
    expect(writes).toEqual([]);
    expect(viewport.widthReads).toBe(0);
    documentElement.dataset.theme = 'dark';
    writeUiCookie();
    writeUiCookie();
    documentElement.lang = 'vi';
    writeUiCookie();
    expect(writes).toEqual(['ui=dark.en.412.grid', 'ui=dark.vi.412.grid']);
  });
});
