import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';
import { english, type Translate } from '../messages.ts';
import { addProblem } from './issue.ts';

/**
 * The classic "valid URL" pattern: optional http(s) scheme, then a domain name, `localhost` or an
 * IPv4 address, optional port, path, query and fragment. Written without nested quantifiers so a
 * long input cannot make it backtrack for ages.
 */
const URL_PATTERN = new RegExp(
  [
    '^(https?:\\/\\/)?',
    '((?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+[a-z]{2,}', // domain name
    '|localhost',
    '|(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d))', // IPv4
    '(:\\d{1,5})?', // port
    "(\\/[-a-z\\d%_.~+@!$&'()*,;=:]*)*", // path
    "(\\?[-a-z\\d%_.~+=&;/?:@!$'()*,]*)?", // query
    "(#[-a-z\\d_%.~+=&;/?:@!$'()*,]*)?$", // fragment
  ].join(''),
  'i',
);

/** True for an empty text or a valid http(s)/IP address. */
export function isValidUrl(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || URL_PATTERN.test(text);
}

/** An optional link field: empty, or a valid URL of at most `max` characters (INVALID_URL). */
export function makeUrlSchema(t: Translate = english, max: number = TEXT_LIMITS.attachedLink) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (!isValidUrl(text)) addProblem(ctx, { key: 'INVALID_URL' }, t);
      else if (text.length > max) addProblem(ctx, { key: 'TEXT_TOO_LONG', values: { max } }, t);
    });
}
