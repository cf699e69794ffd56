import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTradeBusy } from '../trading/busy.ts';
import { useRequireWallet } from '../wallet/index.ts';
import type { OfferTarget } from './dialogProps.ts';
import { MakeOfferDialog } from './dialogs.tsx';
import { useOffersAvailable } from './useOffersAvailable.ts';

/**
 * 'Make offer' (an NFT) or 'Make collection offer': the wallet check first (a visitor is asked to
 * sign in), then the dialog, loaded on the first click. Hidden where the deployment has no OfferBook.
 */
export function MakeOfferButton({
  target,
  ...props
}: { target: OfferTarget } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const requireWallet = useRequireWallet();
  const busy = useTradeBusy(target.kind === 'nft' ? target.nft.id : '');
  const [open, setOpen] = useState(false);
  if (!useOffersAvailable()) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalOfferOutlined />}
        disabled={busy}
        onClick={() => requireWallet() && setOpen(true)}
        {...props}
      >
        {target.kind === 'nft' ? t('offers.makeOffer') : t('offers.makeCollectionOffer')}
      </Button>
      {open && <MakeOfferDialog target={target} open onClose={() => setOpen(false)} />}
    </>
  );
}
