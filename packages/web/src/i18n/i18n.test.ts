import { messageKeys, messages } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { webEn } from './en.ts';
import { viMessages } from './vi.messages.ts';
import { webVi } from './vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => Object.assign(all, leaves(child, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

describe('Vietnamese resources', () => {
  it('name only keys the domain catalogue has', () => {
    expect(Object.keys(viMessages).filter((key) => !(key in messages))).toEqual([]);
  });

  it('translate every domain message', () => {
    const untranslated = messageKeys.filter((key) => !viMessages[key]?.trim());
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of the English texts', () => {
    for (const [key, text] of Object.entries(viMessages)) {
      expect(placeholders(text), key).toEqual(placeholders(messages[key as keyof typeof messages]));
    }
    const en = leaves(webEn);
    for (const [key, text] of Object.entries(leaves(webVi)))
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
  });

  it('have no web key that clashes with a domain key', () => {
    expect(Object.keys(webEn).filter((key) => key in messages)).toEqual([]);
  });
});
