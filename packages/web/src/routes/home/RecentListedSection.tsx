import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ExploreTopic, PAGE_SIZE, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../../components/list/SectionHeader.tsx';
import { NftResults } from '../../features/nfts/NftResults.tsx';
import { useNftList } from '../../features/nfts/useNftList.ts';

/** 'Recent Listed' on the landing: the newest listings and 'View More' to the explores topic. */
export function RecentListedSection({ search }: { search?: string }) {
  const { t } = useTranslation();
  const list = useNftList({ page: 1, limit: PAGE_SIZE.other, recent: true, keyword: search });
  return (
    <Box component="section" aria-labelledby="recent-listed-title">
      <SectionHeader
        id="recent-listed-title"
        title={t('RECENT_LISTED')}
        text={t('browse.recentListedText')}
        actions={
          <Button
            component={Link}
            to={routes.explores({ topic: ExploreTopic.recentListed, search })}
            endIcon={<ArrowForwardRounded />}
          >
            {t('VIEW_MORE')}
          </Button>
        }
      />
      <NftResults items={list.data?.results} loading={list.isFetching} skeletons={PAGE_SIZE.other} />
    </Box>
  );
}
