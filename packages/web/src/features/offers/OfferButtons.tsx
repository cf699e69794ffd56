import Button from '@mui/material/Button';
import type { Nft, Offer } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionWallet } from '../session/useSession.ts';
import { useTradeBusy } from '../trading/busy.ts';
import { useRequireWallet } from '../wallet/index.ts';
import { AcceptOfferDialog, CancelOfferDialog } from './dialogs.tsx';
import { offerActions } from './offer.ts';

/**
 * An offer row's button for the viewer: Accept for the NFT's owner (`nft`: what fills it), Cancel
 * for the buyer's own open offer; nothing otherwise. The wallet check comes first.
 */
export function OfferRowActions({
  offer,
  nft,
  owner,
}: {
  offer: Offer;
  nft: Pick<Nft, 'id' | 'tokenId' | 'contractAddress'> | null;
  owner: string | null;
}) {
  const { t } = useTranslation();
  const wallet = useSessionWallet();
  const requireWallet = useRequireWallet();
  const busy = useTradeBusy(nft?.id ?? '');
  const [open, setOpen] = useState<'accept' | 'cancel' | null>(null);
  const actions = offerActions(offer, { wallet, owner }).filter((action) => action !== 'accept' || nft);
  if (actions.length === 0) return null;
  const action = actions[0]!;
  return (
    <>
      <Button
        size="small"
        variant={action === 'accept' ? 'contained' : 'outlined'}
        color={action === 'accept' ? 'primary' : 'inherit'}
        disabled={busy}
        onClick={() => requireWallet() && setOpen(action)}
      >
        {action === 'accept' ? t('offers.accept') : t('offers.cancel')}
      </Button>
      {open === 'accept' && nft && (
        <AcceptOfferDialog offer={offer} nft={nft} open onClose={() => setOpen(null)} />
      )}
      {open === 'cancel' && <CancelOfferDialog offer={offer} open onClose={() => setOpen(null)} />}
    </>
  );
}
