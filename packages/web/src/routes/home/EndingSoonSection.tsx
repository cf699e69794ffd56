import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ExploreTopic, PAGE_SIZE, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../../components/list/SectionHeader.tsx';
import { useAuctions } from '../../features/auctions/api.ts';
import { NftResults } from '../../features/nfts/NftResults.tsx';

/**
 * 'Ending soon' on the landing (issue 41): the NFTs of the open auctions ending within a day,
 * soonest first, and 'View More' to the explores topic. Only there when some are: nothing while
 * it asks, nothing when none. Below the fold (MoreSections), so it never costs the first screen.
 */
export function EndingSoonSection() {
  const { t } = useTranslation();
  const list = useAuctions({ page: 1, limit: PAGE_SIZE.other, endingSoon: true });
  const items = list.data?.results.flatMap((auction) => (auction.nft ? [auction.nft] : []));
  if (!items?.length) return null;
  return (
    <Box component="section" aria-labelledby="ending-soon-title">
      <SectionHeader
        id="ending-soon-title"
        title={t('auction.endingSoon')}
        text={t('auction.endingSoonText')}
        actions={
          <Button
            component={Link}
            to={routes.explores({ topic: ExploreTopic.endingSoon })}
            endIcon={<ArrowForwardRounded />}
          >
            {t('VIEW_MORE')}
          </Button>
        }
      />
      <NftResults items={items} loading={list.isFetching} skeletons={PAGE_SIZE.other} />
    </Box>
  );
}
