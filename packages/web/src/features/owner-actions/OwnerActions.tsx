import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Nft, PRODUCT_COUNTRY } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionWallet } from '../session/useSession.ts';
import { useTradeBusy } from '../trading/busy.ts';
import { useSwapPartners } from '../trading/useSwapPartners.ts';
import { useRequireWallet } from '../wallet/index.ts';
import { type OwnerAction, offeredActions } from './ownerActions.ts';

/** The owner's action buttons for this NFT; each runs the wallet pre-check, then opens its dialog. */
export function OwnerActions({ nft, allowTrading }: { nft: Nft; allowTrading: readonly number[] }) {
  const { t } = useTranslation();
  const wallet = useSessionWallet();
  const requireWallet = useRequireWallet();
  const [open, setOpen] = useState<OwnerAction | null>(null);
  // An action in flight hides Mint/Sell and disables Cancel/Change price (domain availableActions).
  const busy = useTradeBusy(nft.id);

  const viewer = { wallet, busy };
  const config = { allowTrading, product: PRODUCT_COUNTRY, hasSwapPartner: false };
  // Swap shows for a swappable NFT and is disabled until the api finds at least one partner.
  const swapShown = offeredActions(nft, viewer, config).some(({ action }) => action.id === 'swap');
  const partners = useSwapPartners(nft, { page: 1, limit: 1 }, swapShown);
  const offered = offeredActions(nft, viewer, { ...config, hasSwapPartner: (partners.data?.total ?? 0) > 0 });
  // An open dialog stays while its action runs, even though a busy NFT offers no buttons.
  if (offered.length === 0 && !open) return null;

  return (
    <>
      <Stack direction="row" spacing={1.25} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="owner-actions">
        {offered.map(({ action, disabled }, index) => (
          <Button
            key={action.id}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
            disabled={disabled}
            // Connect, link or switch wallet first: requireWallet opens the right dialog otherwise.
            onClick={() => requireWallet() && setOpen(action)}
            sx={{ flex: { xs: '1 1 40%', sm: '0 0 auto' }, minWidth: 120 }}
          >
            {t(action.label)}
          </Button>
        ))}
      </Stack>
      {open && <open.Dialog nft={nft} title={open.title} open onClose={() => setOpen(null)} />}
    </>
  );
}
