// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StakeableNft, StakingDuration } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { StakeableNftPicker } from './StakeableNftPicker.tsx';
import { StakingChoiceStep } from './StakingChoiceStep.tsx';
import { useNewStaking } from './useNewStaking.ts';

const DAY = 86_400_000;
const WALLET = '0x00000000000000000000000000000000000000a1';
const durations: StakingDuration[] = [
  { id: '1', code: 'DAYS', type: 'FLEXIBLE', duration: 0, apy: 0.05 },
  { id: '2', code: 'D30', type: 'LOCKED', duration: 30 * DAY, apy: 0.12 },
  { id: '3', code: 'D90', type: 'LOCKED', duration: 90 * DAY, apy: 0.2 },
];
const house: StakeableNft = {
  id: '41',
  tokenId: '7',
  contractAddress: '0x00000000000000000000000000000000000000c1',
  title: 'Lake house',
  image: null,
  categoryId: 3,
  categoryName: 'Homes',
  asset: { id: '9', assetId: '3', assetType: 'HOME', assetTier: '', value: '1000' },
};

/** Step 1 as the screen shows it: the step and, while picking, the SELECT NFTS dialog. */
function StepOne() {
  const staking = useNewStaking();
  return (
    <>
      <StakingChoiceStep staking={staking} />
      {staking.picking && (
        <StakeableNftPicker
          wallet={WALLET}
          categoryId={3}
          chosen={staking.nft?.id ?? null}
          onPick={staking.pickNft}
          onClose={staking.closePicker}
        />
      )}
    </>
  );
}

const user = userEvent.setup({ delay: null });

async function renderStepOne() {
  await renderInApp(<StepOne />, {
    answers: [
      ['/v1/nft/staking-nft/list-durations', 200, { data: durations }],
      [
        `/v1/nft/staking-nft/${WALLET}/list-staking-available`,
        200,
        { results: [house], total: 1, page: 1, limit: 30 },
      ],
    ],
  });
  return within(await screen.findByRole('radiogroup', { name: 'Duration' }));
}

const next = () => screen.getByRole('button', { name: 'Next' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('new staking, step 1 (R-STAKE-2, R-STAKE-6, R-STAKE-7)', () => {
  it('offers the locked durations as cards with their APY, and Flexible with its own', async () => {
    const cards = await renderStepOne();
    const offered = await cards.findAllByRole('radio');
    expect(offered.map((card) => card.textContent)).toEqual(['30 daysAPY 12%', '90 daysAPY 20%']);
    expect(screen.getByRole('button', { name: 'Flexible · 5%' })).toBeTruthy();
  });

  it('choosing a duration card sets Locked; choosing Flexible then clears the duration', async () => {
    const cards = await renderStepOne();
    const ninety = await cards.findByRole('radio', { name: /90 days/ });
    await user.click(ninety);
    expect(ninety.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Locked' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Flexible · 5%' }));
    expect(ninety.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: 'Locked' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('Next waits for an NFT and a method, and for Locked a duration too', async () => {
    const cards = await renderStepOne();
    await user.click(screen.getByRole('button', { name: 'SELECT NFTS' }));
    const picker = await screen.findByRole('dialog', { name: 'SELECT NFTS' });
    await user.click(await within(picker).findByRole('button', { name: /Lake house/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('staking-chosen-nft').textContent).toContain('Lake house');
    expect(isDisabled(next())).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Locked' }));
    expect(isDisabled(next())).toBe(true);
    await user.click(await cards.findByRole('radio', { name: /30 days/ }));
    expect(isDisabled(next())).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Flexible · 5%' }));
    expect(isDisabled(next())).toBe(false);
  });
});
