import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The placeholder of one card while its page loads, in the grid or the list style. */
export function NftCardSkeleton({ view }: { view: 'grid' | 'list' }) {
  if (view === 'list')
    return (
      <Card sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }} aria-hidden="true">
        <Skeleton variant="rounded" width={112} height={112} sx={{ borderRadius: '14px', flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="50%" height={28} />
          <Skeleton width="35%" />
          <Skeleton width="25%" />
        </Box>
      </Card>
    );
  return (
    <Card aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={28} />
        <Skeleton width="60%" />
        <Skeleton width="100%" height={36} sx={{ mt: 1 }} />
      </Box>
    </Card>
  );
}
