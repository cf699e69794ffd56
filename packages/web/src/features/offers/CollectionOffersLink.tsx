import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useOffersAvailable } from './useOffersAvailable.ts';

/**
 * 'Collection offers' beside the collection's name: a link down to the offers section (element
 * `target`), which sits below the NFTs and loads when reached. It carries none of the offers' code.
 */
export function CollectionOffersLink({ target }: { target: string }) {
  const { t } = useTranslation();
  if (!useOffersAvailable()) return null;
  return (
    <Button
      href={`#${target}`}
      size="small"
      variant="outlined"
      startIcon={<LocalOfferOutlined fontSize="small" />}
      sx={{ ml: { sm: 'auto' }, borderRadius: 99 }}
    >
      {t('offers.collectionOffers')}
    </Button>
  );
}
