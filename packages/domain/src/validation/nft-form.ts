import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';
import type { Currency } from '../currency.ts';
import { english, type MessageKey, type Translate } from '../messages.ts';
import { addProblem } from './issue.ts';
import { priceProblem } from './price.ts';
import { type FileLike, type UploadKind, uploadProblem } from './upload.ts';
import { isValidUrl } from './url.ts';

export interface PropertyRow {
  label: string;
  value: string;
}

/** A title: non-empty after trimming, at most 50 characters (INVALID_TITLE either way). */
export function isValidTitle(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text.length > 0 && text.length <= TEXT_LIMITS.title;
}

export function makeTitleSchema(t: Translate = english) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (!isValidTitle(text)) addProblem(ctx, { key: 'INVALID_TITLE' }, t);
    });
}

/** Each row has both label and value or neither (after trimming), each at most 50 characters. */
export function arePropertyRowsValid(rows: readonly PropertyRow[]): boolean {
  return rows.every((row) => {
    const label = row.label.trim();
    const value = row.value.trim();
    const bothOrNeither = (label === '') === (value === '');
    return (
      bothOrNeither && label.length <= TEXT_LIMITS.propertyLabel && value.length <= TEXT_LIMITS.propertyValue
    );
  });
}

/** The rows that are kept: those with both a label and a value, trimmed. */
export function keptPropertyRows(rows: readonly PropertyRow[]): PropertyRow[] {
  return rows
    .map((row) => ({ label: row.label.trim(), value: row.value.trim() }))
    .filter((row) => row.label !== '' && row.value !== '');
}

/** The JSON text stored in components.properties: rows, styles joined with '/' under Styles, the link under Attached. */
export function serializeProperties(
  rows: readonly PropertyRow[],
  extra: { styles?: readonly string[]; attached?: string } = {},
): string {
  const entries: Record<string, string> = {};
  for (const row of keptPropertyRows(rows)) entries[row.label] = row.value;
  if (extra.styles?.length) entries.Styles = extra.styles.join('/');
  if (extra.attached?.trim()) entries.Attached = extra.attached.trim();
  return JSON.stringify(entries);
}

export function makePropertyRowsSchema(t: Translate = english) {
  return z.array(z.object({ label: z.string(), value: z.string() })).superRefine((rows, ctx) => {
    if (!arePropertyRowsValid(rows)) addProblem(ctx, { key: 'PROPERTIES_INVALID' }, t);
  });
}

export interface CreateNftInput {
  title: string;
  /** Admin-market users set a price and currency; everybody else creates at price '0'. */
  isAdmin: boolean;
  price?: string;
  currency?: Currency | null;
  /** Whether the form has a sub category field that must be chosen. */
  needsSubCategory: boolean;
  subCategoryId?: string | number | null;
  attachedLink?: string;
  /** The model form's Resource URL (empty when the form has none). */
  resourceUrl?: string;
  fileKind: UploadKind;
  file?: FileLike | null;
  properties?: readonly PropertyRow[];
}

/**
 * The error code the create form's dialog shows, checked in the spec's order: title, price, sub
 * type, then the URLs (attached link, resource URL) and the file, then the property rows. Null when the form may be submitted.
 */
export function createNftErrorCode(input: CreateNftInput): MessageKey | null {
  if (!isValidTitle(input.title)) return 'INVALID_TITLE';
  if (input.isAdmin) {
    if (!input.currency) return 'INVALID_CURRENCY';
    if (priceProblem(input.price, input.currency)) return 'INVALID_PRICE';
  }
  if (
    input.needsSubCategory &&
    (input.subCategoryId === undefined || input.subCategoryId === null || input.subCategoryId === '')
  ) {
    return 'INVALID_SUB_TYPE';
  }
  const link = input.attachedLink ?? '';
  if (!isValidUrl(link) || link.trim().length > TEXT_LIMITS.attachedLink) return 'INVALID_URL';
  const resource = input.resourceUrl ?? '';
  if (!isValidUrl(resource) || resource.trim().length > TEXT_LIMITS.resourceUrl) return 'INVALID_URL';
  const fileProblem = uploadProblem(input.file, input.fileKind);
  if (fileProblem) return fileProblem.key;
  if (!arePropertyRowsValid(input.properties ?? [])) return 'PROPERTIES_INVALID';
  return null;
}
