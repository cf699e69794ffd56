import { isMessageKey } from '@vrmarket/domain';
import { ApiError } from '../../api/ApiError.ts';

type Translate = (key: string) => string;

/**
 * The text to show in place for a failed call (forms that explain their own failure rather than
 * toasting): the catalogue text of the api's code, else the generic 'Something went wrong'.
 */
export function apiErrorText(t: unknown, error: unknown): string {
  const translate = t as Translate;
  if (error instanceof ApiError && error.code && isMessageKey(error.code)) return translate(error.code);
  return translate('SOMETHING_WRONG_TRY_LATER');
}
