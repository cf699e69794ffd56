import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useProfile } from '../session/useProfile.ts';
import { useRequireWallet } from '../wallet/requireWallet.ts';
import { buyButtonState } from './flow.ts';

const BuyDialog = lazy(() => import('./BuyDialog.tsx'));

/**
 * The Buy button of a buyable NFT (SELLING on chain, or offered unminted). While the allow-buy flag
 * is off, and with the whitelist check on for an account outside the whitelist, it is disabled
 * with the reason. Every purchase runs the wallet pre-check first (login, connect, link, wrong wallet).
 */
export function BuyButton({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const { profile, isLoading: profileLoading } = useProfile();
  const requireWallet = useRequireWallet();
  const [open, setOpen] = useState(false);
  const state = buyButtonState(nft, config, profileLoading ? undefined : profile);
  if (state === 'hidden') return null;
  const blocked = state === 'blocked' || state === 'off';

  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        startIcon={<ShoppingCartRounded />}
        disabled={blocked || state === 'checking'}
        onClick={() => requireWallet() && setOpen(true)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 200 }}
        data-testid="buy-button"
      >
        {t('ACTION_BUY')}
      </Button>
      {blocked && (
        <Typography variant="body2" color="text.secondary" data-testid="buy-unavailable">
          {t(state === 'off' ? 'BUYING_DISABLED' : 'NOT_IN_WHITELIST')}
        </Typography>
      )}
      {open && (
        <Suspense fallback={null}>
          <BuyDialog nft={nft} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
