import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Category } from '@vrmarket/domain';
import { routes } from '@vrmarket/domain';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast.ts';
import { useRouteName } from '../../app/useRouteName.ts';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { BackButton } from '../../components/list/BackButton.tsx';
import { CardGrid, firstRowOf } from '../../components/list/CardGrid.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PictureCard } from '../../components/list/PictureCard.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { createClickOutcome } from '../../features/create/uploadForms.ts';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { useCreateSettings } from '../../features/create/useCreateSettings.ts';
import { getSession } from '../../features/session/sessionStore.ts';
import { useLoginPrompt } from '../../features/session/useLoginPrompt.ts';
import { stakingAssetsQuery } from '../../features/staking/api.ts';
import { templateCategoriesQuery } from '../../features/templates/queries.ts';
import { useRequireWallet } from '../../features/wallet/requireWallet.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';

const COLUMNS = { xs: 2, sm: 3, md: 4, lg: 6 };
const FIRST_ROW = firstRowOf(COLUMNS);

// Opened by a button, never on arrival: loaded then (MUI's Dialog is not in the first screen's code).
const CreateHelpDialog = lazy(() =>
  import('../../features/create/CreateHelpDialog.tsx').then((m) => ({ default: m.CreateHelpDialog })),
);
const NoticeDialog = lazy(() =>
  import('../../components/dialogs/NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })),
);

/**
 * `/add-new-nft` and `/select-category`: the top-level categories to create in (spec "Select type
 * screen"); `/staking/select-category` is its staking variant: the categories with a staking asset
 * option, each leading to the new-staking form.
 */
export function SelectCategoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const loginPrompt = useLoginPrompt();
  const categories = useAllCategories();
  const settings = useCreateSettings();
  const templateCategories = useQuery(templateCategoriesQuery());
  const [helpOpen, setHelpOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const staking = routeName === 'stakingSelectCategory';
  const requireWallet = useRequireWallet();
  const stakingAssets = useQuery({ ...stakingAssetsQuery(), enabled: staking });
  const stakeable = new Set((stakingAssets.data ?? []).map((asset) => asset.assetId));
  const all = categories.data ?? [];
  // Hidden-from-market categories (mystery cards) are won, never created.
  const topLevel = all.filter(
    (c) =>
      c.parentCategoryId === null && c.active && (staking ? stakeable.has(String(c.id)) : c.showOnMarket),
  );

  const choose = (category: Category) => {
    if (staking) {
      // Spec "Select type screen": the staking flow goes to the staking route with the category id.
      if (requireWallet()) navigate(routes.stakingNew(category.id));
      return;
    }
    if (!settings.data) return;
    const { accessToken, user } = getSession();
    const outcome = createClickOutcome(
      category,
      all,
      {
        loggedIn: accessToken !== null,
        username: typeof user?.username === 'string' ? user.username : null,
        publicKey: typeof user?.publicKey === 'string' ? user.publicKey : null,
        isPro: user?.isPro === true || user?.is_admin_market === true,
      },
      settings.data,
      templateCategories.data?.map((c) => c.id),
    );
    if (outcome.kind === 'login') loginPrompt.show();
    else if (outcome.kind === 'connect-wallet') openWalletDialog({ name: 'link' });
    else if (outcome.kind === 'upgrade') setUpgradeOpen(true);
    else if (outcome.kind === 'coming-soon') toast(t('COMING_SOON'), 'info');
    else navigate(outcome.to);
  };

  return (
    <PageContainer>
      <ListToolbar
        title={staking ? t('staking.selectCategory') : t('create.selectType')}
        start={<BackButton to={staking ? routes.staking() : routes.home()} label={t('BACK')} />}
      >
        {routeName === 'addNewNft' && (
          <Button startIcon={<HelpOutlineRounded />} onClick={() => setHelpOpen(true)}>
            {t('create.help.button')}
          </Button>
        )}
      </ListToolbar>
      <CardGrid columns={COLUMNS} label={staking ? t('staking.selectCategory') : t('create.selectType')}>
        {categories.isPending || (staking && stakingAssets.isPending)
          ? Array.from({ length: 12 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box component="li" key={i}>
                <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 4 }} />
              </Box>
            ))
          : topLevel.map((category, index) => (
              <Box component="li" key={category.id}>
                <PictureCard
                  picture={category.thumbnailLarge ?? category.avatar}
                  firstScreen={index < FIRST_ROW}
                  onClick={() => choose(category)}
                  disabled={!staking && !settings.data}
                  testId={staking ? 'staking-category' : 'create-category'}
                >
                  <Typography sx={{ py: 1.25, px: 1, fontWeight: 700, textAlign: 'center' }} noWrap>
                    {category.title}
                  </Typography>
                </PictureCard>
              </Box>
            ))}
      </CardGrid>
      <OnceOpened open={helpOpen}>
        <CreateHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      </OnceOpened>
      <OnceOpened open={upgradeOpen}>
        <NoticeDialog
          open={upgradeOpen}
          title={t('create.upgradeTitle')}
          message={t('PRO_ACCOUNT_REQUIRED')}
          onClose={() => setUpgradeOpen(false)}
        />
      </OnceOpened>
    </PageContainer>
  );
}
