import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NftCard } from '../nfts/NftCard.tsx';
import { NftCardSkeleton } from '../nfts/NftCardSkeleton.tsx';
import { useMoreItems } from './hooks.ts';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** More items from the same collection when it has more than this one, else a default list. */
export function MoreItems({ nftId, collectionName }: { nftId: string; collectionName: string | undefined }) {
  const { t } = useTranslation();
  const more = useMoreItems(nftId);
  const fromCollection = more.data?.source === 'collection';
  return (
    <Box component="section" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
        {fromCollection && collectionName
          ? t('detail.moreFrom', { name: collectionName })
          : t('detail.moreToExplore')}
      </Typography>
      {more.isPending ? (
        <Box sx={grid}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <NftCardSkeleton key={index} view="grid" />
          ))}
        </Box>
      ) : more.data && more.data.results.length > 0 ? (
        <Box sx={grid} data-testid="more-items">
          {more.data.results.map((item) => (
            <NftCard key={item.id} nft={item} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('EMPTY_COMING')}</Typography>
      )}
    </Box>
  );
}
