// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CollectionPage, PAGE_SIZE } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { CollectionsPage } from './CollectionsPage.tsx';

const empty: CollectionPage = { results: [], total: 0, page: 1, limit: PAGE_SIZE.collections };
const flagOff = { allowCreateCollection: false, allowCreating: [], allowTrading: [] };

describe('/collections', () => {
  it('EXPLORE COLLECTIONS with no collection says so, without pages', async () => {
    signInAs(aliceProfile);
    const { asked } = await renderInApp(<CollectionsPage />, {
      path: '/collections?tab=explore',
      answers: [
        ['/v1/profile', 200, aliceProfile],
        ['/v1/collections', 200, empty],
      ],
    });
    await screen.findByText('No collections found.');
    expect(asked).toContain(`GET /v1/collections?page=1&limit=${PAGE_SIZE.collections}`);
    expect(screen.queryAllByTestId('collection-card')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it("'New Collection' with the create-collection flag off: the account-level notice for a user who is not pro", async () => {
    signInAs(aliceProfile);
    await renderInApp(<CollectionsPage />, {
      path: '/collections',
      answers: [
        ['/v1/profile', 200, aliceProfile],
        ['/v1/configs/app', 200, flagOff],
        ['/v1/collections', 200, empty],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Collection' }));
    const notice = await screen.findByRole('dialog', { name: 'New Collection' });
    expect(notice.textContent).toContain('Please upgrade your account to use this feature.');
    expect(screen.queryByTestId('collection-form')).toBeNull();
  });

  it("'New Collection' with the flag off opens the form for a pro user of proType 2", async () => {
    const pro2 = { ...aliceProfile, username: 'pro2', isPro: true, proType: 2 };
    signInAs(pro2);
    await renderInApp(<CollectionsPage />, {
      path: '/collections',
      answers: [
        ['/v1/profile', 200, pro2],
        ['/v1/configs/app', 200, flagOff],
        ['/v1/collections', 200, empty],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Collection' }));
    await screen.findByTestId('collection-form');
    expect(screen.queryByText('Please upgrade your account to use this feature.')).toBeNull();
  });
});
