import { describe, expect, it } from 'vitest';
import { errorMessages } from './catalogue/errors.ts';
import { feedbackMessages } from './catalogue/feedback.ts';
import { uiMessages } from './catalogue/ui.ts';
import { english, errorDialog, errorTitles, isMessageKey, messageKeys, messages } from './messages.ts';

describe('message catalogue', () => {
  it('has no key defined in two parts (a spread would silently keep only one)', () => {
    const all = [...Object.keys(errorMessages), ...Object.keys(feedbackMessages), ...Object.keys(uiMessages)];
    expect(new Set(all).size).toBe(all.length);
    expect(messageKeys).toHaveLength(all.length);
  });

  it('uses stable SCREAMING_SNAKE keys that are valid i18next keys (no separators, no plural suffixes)', () => {
    for (const key of messageKeys) {
      expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(key).not.toMatch(/_(zero|one|two|few|many|other)$/);
    }
  });

  it('writes placeholders only as i18next {{name}} interpolations', () => {
    for (const text of Object.values(messages)) {
      const withoutInterpolations = text.replace(/\{\{\w+\}\}/g, '');
      expect(withoutInterpolations).not.toMatch(/[{}]/);
      expect(text.trim()).not.toBe('');
    }
  });

  it.each([
    ['INVALID_TITLE', 'Title is required.'],
    ['INVALID_PRICE', 'Price is required and must be a number.'],
    ['INVALID_SUB_TYPE', 'Please choose a subcategory.'],
    ['INVALID_URL', 'Resource URL must be a valid URL.'],
    ['EMPTY_FILE', 'Please upload your file.'],
    ['PROPERTIES_INVALID', 'Please fill up all fields.'],
    ['MODEL_ERROR', 'Please check your model 3D.'],
    ['PROCESS_FAILED', 'An error occurred during the process. Please try again.'],
    ['COLOR_EXISTED', 'Your color has been used. Please try another color.'],
    ['CLAIMED_HOME', 'You have claimed a free home before.'],
    ['HAVE_NO_LAND', "You don't own any vrLand. Please buy one and try again later!"],
    ['NOT_VERIFYED_SOCIAL', 'Please verify all your social accounts before continuing!'],
    ['COLLECTION_NAME_TOO_LONG', 'Maximum  length is 50 characters'],
    ['COLLECTION_DESCRIPTION_TOO_LONG', 'Maximum  length is 1000 characters'],
    ['NAVIGATION_WARNING_TITLE', 'Navigation warning!'],
    ['NAVIGATION_WARNING', 'Changes you made may not be saved, are you sure you want to leave?'],
    ['NOT_LOGGED_IN', 'You are not logged in, please log in !!!'],
    ['PAGE_NOT_FOUND', 'PAGE NOT FOUND!'],
    ['ERROR_FALLBACK', 'Oops! Something went wrong. Please try again!'],
    ['WALLET_DEFAULT_ERROR', 'Oops! Something went wrong... Please try again.'],
    ['SEARCH_PLACEHOLDER', 'Search by NFT’s ID or Name'],
  ] as const)('%s reads %j', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('recognises its own keys only', () => {
    expect(isMessageKey('INVALID_TITLE')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('invalid_title')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe('english', () => {
  it('fills interpolations and leaves unknown ones visible', () => {
    expect(english('CONFIRM_MINT', { mintingPrice: '10', mintingCurrency: 'USDT' })).toBe(
      'Are you sure you want to mint this NFT with price 10 USDT?',
    );
    expect(english('NFTS_FOR_SALE', { total: 3 })).toBe('3 vrNFTs for Sale');
    expect(english('CONFIRM_BUY')).toBe('Are you sure you want to buy this NFT for {{amount}}?');
  });
});

describe('errorDialog', () => {
  it.each([
    ['INCORRECT_NETWORK', 'Incorrect Network'],
    ['PROCESS_FAILED', 'Request failed'],
    ['INVALID_URL', 'Invalid value'],
    ['INVALID_PRICE', 'Invalid value'],
    ['INVALID_TITLE', 'Invalid value'],
    ['INVALID_SUB_TYPE', 'Invalid value'],
    ['EMPTY_FILE', 'No file chosen'],
    ['EMPTY_NUMBER_PLATE', 'No file chosen'],
    ['PROPERTIES_INVALID', 'Invalid value'],
    ['INVALID_CURRENCY', 'Invalid currency'],
    ['EMPTY_COLOR', 'Empty color'],
    ['MODEL_ERROR', 'Model 3D error'],
    ['CLAIMED_HOME', 'Claimed'],
    ['COLOR_EXISTED', 'Error'],
    ['HAVE_NO_LAND', 'Error'],
  ] as const)('%s is titled %j', (code, title) => {
    const dialog = errorDialog(code);
    expect(messages[dialog.titleKey]).toBe(title);
    expect(dialog.messageKey).toBe(code);
  });

  it('covers the whole validation table (R-VALID-1) and titles other codes "Error"', () => {
    expect(Object.keys(errorTitles)).toHaveLength(15);
    expect(errorDialog('NOT_ENOUGH_BALANCE').titleKey).toBe('TITLE_ERROR');
  });
});
