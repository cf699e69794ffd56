import { errorMessages } from './catalogue/errors.ts';
import { feedbackMessages } from './catalogue/feedback.ts';
import { uiMessages } from './catalogue/ui.ts';

/**
 * The one catalogue of user-facing English texts. The web builds its English i18n resource from it
 * and translates the same keys; the api's error envelope carries a key as its `code`.
 */
export const messages = { ...errorMessages, ...feedbackMessages, ...uiMessages } as const;
export type MessageKey = keyof typeof messages;
export const messageKeys = Object.keys(messages) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

export type MessageValues = Record<string, string | number>;
/** Anything that turns a key into text, such as i18next's `t`; schemas take one to localise. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** English text with i18next-style `{{name}}` placeholders filled in. */
export const english: Translate = (key, values = {}) =>
  messages[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The dialog title shown with each error code of the validation table (R-VALID-1). */
export const errorTitles = {
  INCORRECT_NETWORK: 'TITLE_INCORRECT_NETWORK',
  PROCESS_FAILED: 'TITLE_REQUEST_FAILED',
  INVALID_URL: 'TITLE_INVALID_VALUE',
  INVALID_PRICE: 'TITLE_INVALID_VALUE',
  INVALID_TITLE: 'TITLE_INVALID_VALUE',
  INVALID_SUB_TYPE: 'TITLE_INVALID_VALUE',
  EMPTY_FILE: 'TITLE_NO_FILE_CHOSEN',
  EMPTY_NUMBER_PLATE: 'TITLE_NO_FILE_CHOSEN',
  PROPERTIES_INVALID: 'TITLE_INVALID_VALUE',
  INVALID_CURRENCY: 'TITLE_INVALID_CURRENCY',
  EMPTY_COLOR: 'TITLE_EMPTY_COLOR',
  MODEL_ERROR: 'TITLE_MODEL_3D_ERROR',
  CLAIMED_HOME: 'TITLE_CLAIMED',
  COLOR_EXISTED: 'TITLE_ERROR',
  HAVE_NO_LAND: 'TITLE_ERROR',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;
export type DialogErrorCode = keyof typeof errorTitles;

/** Title and message keys of an error dialog; codes outside the table get the generic 'Error' title. */
export function errorDialog(code: MessageKey): { titleKey: MessageKey; messageKey: MessageKey } {
  const titleKey: MessageKey = Object.hasOwn(errorTitles, code)
    ? errorTitles[code as DialogErrorCode]
    : 'TITLE_ERROR';
  return { titleKey, messageKey: code };
}
