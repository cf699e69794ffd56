import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useProfile } from '../../features/session/useProfile.ts';
import { stakingAssetsQuery } from '../../features/staking/api.ts';
import { StakeableNftPicker } from '../../features/staking/StakeableNftPicker.tsx';
import { StakingChoiceStep } from '../../features/staking/StakingChoiceStep.tsx';
import { StakingReviewStep } from '../../features/staking/StakingReviewStep.tsx';
import { useNewStaking } from '../../features/staking/useNewStaking.ts';
import { Redirect } from '../../router/Redirect.tsx';

/** `/staking/new/:categoryId` (protected): the two-step new-staking form for an NFT of a category. */
export function NewStakingPage() {
  const { categoryId = '' } = useParams();
  const { profile, isLoading } = useProfile();
  const assets = useQuery(stakingAssetsQuery());
  if (isLoading || assets.isPending) return <PageContainer>{null}</PageContainer>;
  if (!profile) return <Redirect to={routes.home()} state={{ showLoginPopup: true }} />;
  const asset = assets.data?.find((a) => a.assetId === categoryId);
  // The selected asset must exist for the category id (R-STAKE-7).
  if (!asset || !profile.publicKey) return <Redirect to={routes.stakingSelectCategory()} />;
  return (
    <NewStaking wallet={profile.publicKey} categoryId={Number(categoryId)} assetType={asset.assetType} />
  );
}

function NewStaking({
  wallet,
  categoryId,
  assetType,
}: {
  wallet: string;
  categoryId: number;
  assetType: string;
}) {
  const { t } = useTranslation();
  const staking = useNewStaking();
  return (
    <PageContainer>
      <title>{`${t('STAKING')} · vrmarket`}</title>
      <ListToolbar
        title={`${t('STAKING')} · ${assetType}`}
        start={<BackButton to={routes.stakingSelectCategory()} label={t('BACK')} />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
        {staking.step === 1 ? t('staking.step1') : t('staking.step2')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, maxWidth: 880 }}>
        {staking.step === 1 ? (
          <StakingChoiceStep staking={staking} />
        ) : (
          <StakingReviewStep staking={staking} />
        )}
      </Paper>
      {staking.picking && (
        <StakeableNftPicker
          wallet={wallet}
          categoryId={categoryId}
          chosen={staking.nft?.id ?? null}
          onPick={staking.pickNft}
          onClose={staking.closePicker}
        />
      )}
    </PageContainer>
  );
}
