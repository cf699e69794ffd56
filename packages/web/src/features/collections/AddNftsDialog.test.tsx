// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection, Nft } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, renderInApp } from '../../testing/renderInApp.tsx';
import { AddNftsDialog } from './AddNftsDialog.tsx';

const owner = '0x00000000000000000000000000000000000000a1';
const collection = { id: 12, collectionName: 'Pro2 Lofts' } as unknown as Collection;
const minted = (tokenId: string, title: string) =>
  ({
    id: tokenId,
    tokenId,
    contractAddress: '0x00000000000000000000000000000000000000c1',
    components: { customTitle: title },
    metadata: {},
  }) as unknown as Nft;
const page = (results: Nft[]) => ({ results, total: results.length, page: 1, limit: 8 });

/** My NFTs, the api answering the owner's NFTs outside collections with `results`. */
async function openPicker(results: Nft[]) {
  const answers: Answer[] = [
    ['/v1/categories', 200, []],
    ['/v1/nft', 200, page(results)],
  ];
  const rendered = await renderInApp(
    <AddNftsDialog collection={collection} ownerAddress={owner} open onClose={() => {}} />,
    { answers },
  );
  return { ...rendered, dialog: await screen.findByTestId('add-nfts-dialog') };
}

const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Add to collection/ });

// No pause between keystrokes: what is typed is checked, not the typing speed.
const user = userEvent.setup({ delay: null });

describe("the collection's My NFTs picker, before anything is added", () => {
  it('Add waits for a choice and counts the NFTs chosen', async () => {
    const { dialog } = await openPicker([minted('7', 'Lotus Loft'), minted('8', 'River Loft')]);
    const lotus = await within(dialog).findByRole('checkbox', { name: 'Lotus Loft' });
    expect(addButton(dialog).hasAttribute('disabled')).toBe(true);

    await user.click(lotus);
    await user.click(within(dialog).getByRole('checkbox', { name: 'River Loft' }));
    expect(lotus.getAttribute('aria-checked')).toBe('true');
    expect(addButton(dialog).textContent).toBe('Add to collection (2)');
    expect(addButton(dialog).hasAttribute('disabled')).toBe(false);

    await user.click(lotus);
    expect(addButton(dialog).textContent).toBe('Add to collection (1)');
  });

  it('asks the api for what is typed, and says when nothing is found', async () => {
    const { dialog, asked } = await openPicker([]);
    await within(dialog).findByText('No item found.');
    expect(addButton(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Search by name or attribute' }), 'Lotus');
    await expect
      .poll(() => asked.some((request) => /^GET \/v1\/nft\?.*keyword=Lotus/.test(request)))
      .toBe(true);
  });
});
