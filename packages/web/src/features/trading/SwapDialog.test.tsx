// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Nft, PAGE_SIZE, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, renderInApp } from '../../testing/renderInApp.tsx';
import { SwapDialog } from './SwapDialog.tsx';

/** An NFT as the picker and the review show it: picture, title, code and country. */
const nftIn = (id: string, title: string, country: string) =>
  ({
    id,
    tokenId: id,
    purchasesStatus: PurchaseStatus.OWNED,
    metadata: {},
    components: { customTitle: title },
    properties: { Country: country },
  }) as unknown as Nft;

const given = nftIn('51', 'Hanoi Villa', 'Vietnam');
const osaka = nftIn('61', 'Osaka Loft', 'Japan');
const lyon = nftIn('62', 'Lyon Studio', 'France');
const partners = (results: Nft[]): Answer => [
  '/v1/nft/swap-nft/51/list-swap-available',
  200,
  { results, total: results.length, page: 1, limit: PAGE_SIZE.itemPickerSkeleton },
];

async function openSwap(answers: Answer[]) {
  const rendered = await renderInApp(<SwapDialog nft={given} title="SWAP_NFT" open onClose={() => {}} />, {
    answers,
  });
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: /Swap NFT/ }) };
}

const next = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Next' });

// No pause between keystrokes: what is typed is checked, not the typing speed.
const user = userEvent.setup({ delay: null });

describe("the Swap dialog's partner choice", () => {
  it('lists the pool to pick from; Next waits for a choice, which is marked', async () => {
    const { dialog } = await openSwap([partners([osaka, lyon])]);
    within(dialog).getByText('SELECT NFTS');
    const tile = await within(dialog).findByRole('button', { name: /Osaka Loft/ });
    expect(tile.textContent).toContain('Japan');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(dialog)
        .getByRole('button', { name: /Lyon Studio/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(next(dialog).hasAttribute('disabled')).toBe(false);
  });

  it('reviews what is given and what is received, and how a swap works; Back keeps the choice', async () => {
    const { dialog } = await openSwap([partners([osaka, lyon])]);
    await user.click(await within(dialog).findByRole('button', { name: /Lyon Studio/ }));
    await user.click(next(dialog));

    const give = within(dialog).getByText('You give').parentElement!;
    expect(give.textContent).toContain('Hanoi Villa');
    const receive = within(dialog).getByText('You receive').parentElement!;
    expect(receive.textContent).toContain('Lyon Studio');
    within(dialog).getByText(
      'Your NFT goes to the swap desk, which sends the chosen NFT back in the same transaction. A swap cannot be undone.',
    );
    within(dialog).getByRole('button', { name: 'Confirm' });

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const chosen = await within(dialog).findByRole('button', { name: /Lyon Studio/ });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches the pool by what is typed, and says when nothing is found', async () => {
    const { dialog, asked } = await openSwap([partners([])]);
    await within(dialog).findByText('No item found.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Search by name or attribute' }), 'Japan');
    await expect
      .poll(() => asked)
      .toContain(
        `GET /v1/nft/swap-nft/51/list-swap-available?page=1&limit=${PAGE_SIZE.itemPickerSkeleton}&keyword=Japan`,
      );
  });
});
