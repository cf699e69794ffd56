import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { routes } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer.tsx';
import { NftListView } from '../../features/nfts/NftListView.tsx';
import { useProfile } from '../../features/session/useProfile.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';
import { Redirect } from '../../router/Redirect.tsx';

/**
 * `/inventory` (My NFTs): the linked wallet's NFTs — listed ones too (the marketplace holds them,
 * the seller owns them), hidden and unminted ones included — with the marketplace list's filters
 * (plus the owner's Unverified and Not minted states), sort, currency, grid or list, count, pages.
 */
export function InventoryPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageContainer>{null}</PageContainer>;
  // Spec: inventory without a profile returns to the marketplace with a popup.
  if (!profile) return <Redirect to={routes.dashboard()} state={{ showLoginPopup: true }} />;
  if (!profile.publicKey) return <NoWallet />;
  return <Inventory owner={profile.publicKey} />;
}

/** No linked wallet, no inventory: to the marketplace, with the wallet prompt open. */
function NoWallet() {
  useEffect(() => openWalletDialog({ name: 'connect' }), []);
  return <Redirect to={routes.dashboard()} browserOnly />;
}

function Inventory({ owner }: { owner: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <title>{`${t('buy.inventory.title')} · vrmarket`}</title>
      <NftListView
        context="inventory"
        ownerAddress={owner}
        emptyText={t('EMPTY_NO_ITEM')}
        title={(total) => (
          <>
            {t('buy.inventory.title')}
            <Box
              component="span"
              data-testid="inventory-count"
              sx={{ ml: 1.5, color: 'text.secondary', fontWeight: 600, fontSize: '0.95rem' }}
            >
              {total === undefined ? (
                <Skeleton width={80} sx={{ display: 'inline-block' }} />
              ) : (
                t('buy.inventory.count', { count: total })
              )}
            </Box>
          </>
        )}
      />
    </PageContainer>
  );
}
