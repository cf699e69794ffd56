import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { listHeadingKey } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { NftListView } from '../../features/nfts/NftListView.tsx';

/** The marketplace list (`/dashboard`, `/?category=`): tabs, filter panel, toolbar, cards, pages. */
export function MarketplaceList() {
  const { t } = useTranslation();
  return (
    <Box>
      <NftListView
        context="marketplace"
        title={(total, query) =>
          total === undefined ? (
            <Skeleton width={240} />
          ) : (
            t(listHeadingKey(query), { total, defaultValue: '' })
          )
        }
      />
    </Box>
  );
}
