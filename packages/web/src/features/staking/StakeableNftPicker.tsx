import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatTokenCode, type StakeableNft } from '@vrmarket/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { stakeableQuery } from './api.ts';

/** 'SELECT NFTS': the wallet's NFTs of the category that may be staked. */
export function StakeableNftPicker({
  wallet,
  categoryId,
  chosen,
  onPick,
  onClose,
}: {
  wallet: string;
  categoryId: number;
  chosen: string | null;
  onPick: (nft: StakeableNft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useQuery(stakeableQuery(wallet, categoryId));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('staking.selectNfts')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staking.selectNftsHelp')}
        </Typography>
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        ) : list.data?.results.length === 0 ? (
          <EmptyState title={t('staking.noStakeable')} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            }}
          >
            {list.data?.results.map((item) => (
              <ButtonBase
                key={item.id}
                onClick={() => onPick(item)}
                data-testid="stakeable-nft"
                aria-pressed={chosen === item.id}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  borderRadius: 3,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: chosen === item.id ? 'primary.main' : 'divider',
                  textAlign: 'left',
                }}
              >
                <Box
                  component="img"
                  src={item.image ?? undefined}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: 'action.hover' }}
                />
                <Box sx={{ p: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                    {item.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatTokenCode(item.tokenId)}
                  </Typography>
                </Box>
              </ButtonBase>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('staking.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
