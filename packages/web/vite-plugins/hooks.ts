import type { Plugin } from 'vite';

/**
 * A plugin hook as a plain function, for the plugins' tests: the hooks here are functions (not the
 * `{ handler }` form), called with the plugin context the test hands in.
 */
// biome-ignore lint/suspicious/noExplicitAny: a hook's parameters differ per hook; each test passes its own.
export function hook(plugin: Plugin, name: keyof Plugin): (this: unknown, ...args: any[]) => any {
  const value = plugin[name] as unknown;
  const fn = typeof value === 'object' && value !== null ? (value as { handler: unknown }).handler : value;
  if (typeof fn !== 'function') throw new Error(`${plugin.name} has no ${String(name)} hook`);
  return fn as never;
}
