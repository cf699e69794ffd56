import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageContainer } from '../../components/PageContainer.tsx';
import { detailColumns } from './DetailView.tsx';

/** The detail screen's shape while the NFT loads. */
export function DetailSkeleton() {
  return (
    <PageContainer>
      <Box aria-busy="true" sx={{ display: 'flex', justifyContent: 'space-between', mb: 3 }}>
        <Skeleton width={88} height={40} />
        <Skeleton width={320} height={40} />
      </Box>
      <Box sx={detailColumns}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 4 }} />
        <Stack spacing={2}>
          <Skeleton width="30%" />
          <Skeleton width="70%" height={56} />
          <Skeleton width={120} height={40} />
          <Skeleton variant="rounded" height={140} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" height={220} sx={{ borderRadius: 3 }} />
        </Stack>
      </Box>
    </PageContainer>
  );
}
