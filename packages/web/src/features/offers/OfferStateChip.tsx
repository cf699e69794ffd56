import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { Offer, OfferState } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

const stateColor: Record<OfferState, 'success' | 'warning' | 'primary' | 'default'> = {
  ACTIVE: 'success',
  INACTIVE: 'warning',
  ACCEPTED: 'primary',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

/** An offer's state; an inactive one says why when pointed at (balance, allowance, owner changed). */
export function OfferStateChip({ offer }: { offer: Pick<Offer, 'state' | 'inactiveReason'> }) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      color={stateColor[offer.state]}
      variant={offer.state === 'ACTIVE' ? 'filled' : 'outlined'}
      label={t(`offers.states.${offer.state}`)}
    />
  );
  if (offer.state !== 'INACTIVE' || !offer.inactiveReason) return chip;
  return (
    <Tooltip title={t(`offers.reasons.${offer.inactiveReason}`)}>
      <span>{chip}</span>
    </Tooltip>
  );
}
