import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';
import type { Nft } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/**
 * The creator's view of a new NFT's review (their own inventory): waiting, or rejected with the
 * admin's reason. Nothing for verified NFTs or lists that do not carry the status.
 */
export function VerificationChip({ nft }: { nft: Pick<Nft, 'verificationStatus' | 'rejectionReason'> }) {
  const { t } = useTranslation();
  if (nft.verificationStatus === 'PENDING') {
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<GppMaybeRounded />}
        label={t('create.status.PENDING')}
        data-testid="verification-status"
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  if (nft.verificationStatus === 'REJECTED') {
    const label = nft.rejectionReason
      ? t('create.status.REJECTED', { reason: nft.rejectionReason })
      : t('create.status.REJECTED_NO_REASON');
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        icon={<HighlightOffRounded />}
        label={label}
        title={label}
        data-testid="verification-status"
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    );
  }
  return null;
}
