import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer.tsx';
import { ProfileHeader } from '../../features/profile/ProfileHeader.tsx';
import { ProfileTabs } from '../../features/profile/ProfileTabs.tsx';
import { useProfile } from '../../features/session/useProfile.ts';

/** `/profile` (protected): the signed-in user's profile and their NFTs, collections and favourites. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  return (
    <PageContainer>
      <title>{`${t('account.profileTitle')} · vrmarket`}</title>
      {profile ? (
        <>
          <ProfileHeader profile={profile} />
          <ProfileTabs profile={profile} />
        </>
      ) : (
        <ProfileSkeleton />
      )}
    </PageContainer>
  );
}

function ProfileSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="rounded" sx={{ height: { xs: 140, md: 220 }, borderRadius: 6 }} />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-end', mt: -8, px: 4 }}>
        <Skeleton variant="circular" width={136} height={136} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={44} />
          <Skeleton width="20%" />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={48} sx={{ mt: 4 }} />
    </Box>
  );
}
