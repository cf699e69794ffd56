import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry', () => {
  it.each([
    'routes',
    'PurchaseStatus',
    'Currency',
    'PAGE_SIZE',
    'formatTokenCode',
    'formatPrice',
    'timeFromNow',
    'messages',
    'english',
    'walletErrorMessageKey',
    'httpErrorToast',
    'makePriceSchema',
    'isValidPrice',
    'makeCollectionFormSchema',
    'makeRecommendFormSchema',
    'availableActions',
    'isOwner',
    'stakingEarned',
    'categoryTitle',
    'walletCheck',
    'pageQuery',
    'paged',
    'errorEnvelope',
    'marketplaceListQuery',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
