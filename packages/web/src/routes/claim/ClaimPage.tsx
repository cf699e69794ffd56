import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Profile, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PendingBalanceTab } from '../../features/claims/PendingBalanceTab.tsx';
import { ReferralBonusTab } from '../../features/claims/ReferralBonusTab.tsx';
import { MysteryCardTab } from '../../features/mystery-card/MysteryCardTab.tsx';
import { useProfile } from '../../features/session/useProfile.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';
import { Redirect } from '../../router/Redirect.tsx';

/** The tabs by their `target` query value (PENDING BALANCE has none). */
const TABS = ['pending-balance', 'referral-bonus', 'mystery-card'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABEL: Record<TabName, 'PENDING_BALANCE' | 'REFERRAL_BONUS' | 'MYSTERY_CARD'> = {
  'pending-balance': 'PENDING_BALANCE',
  'referral-bonus': 'REFERRAL_BONUS',
  'mystery-card': 'MYSTERY_CARD',
};

const pageParam = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** The tab a URL opens: `target`, else REFERRAL BONUS when one of its pages is named, else PENDING BALANCE. */
function tabOf(params: URLSearchParams): TabName {
  const target = params.get('target');
  if (TABS.includes(target as TabName)) return target as TabName;
  return params.has('page1') || params.has('page2') ? 'referral-bonus' : 'pending-balance';
}

/** `/claim` (protected): PENDING BALANCE, REFERRAL BONUS and MYSTERY CARD. */
export function ClaimPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageContainer>{null}</PageContainer>;
  if (!profile) return <Redirect to={routes.home()} state={{ showLoginPopup: true }} />;
  return <Claim profile={profile} />;
}

function NoWallet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('claims.noWallet')}
      icon={<AccountBalanceWalletOutlined />}
      action={
        <Button variant="contained" onClick={() => openWalletDialog({ name: 'connect' })}>
          {t('CONNECT_WALLET')}
        </Button>
      }
    />
  );
}

function Claim({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const page1 = pageParam(params.get('page1'));
  const page2 = pageParam(params.get('page2'));
  const wallet = profile.publicKey;

  const selectTab = (next: TabName) =>
    setParams(next === 'pending-balance' ? {} : { target: next }, { replace: true });
  const setPage = (name: 'page1' | 'page2', page: number) => {
    const next = new URLSearchParams(params);
    next.set('target', 'referral-bonus');
    if (page > 1) next.set(name, String(page));
    else next.delete(name);
    setParams(next);
  };

  return (
    <PageContainer>
      <title>{`${t('claims.title')} · vrmarket`}</title>
      <ListToolbar title={t('claims.title')} />
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => selectTab(value)}
        aria-label={t('claims.tabsLabel')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(TAB_LABEL[name])} sx={{ fontWeight: 700 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(TAB_LABEL[tab])}>
        {tab === 'mystery-card' ? (
          <MysteryCardTab />
        ) : !wallet ? (
          <NoWallet />
        ) : tab === 'pending-balance' ? (
          <PendingBalanceTab wallet={wallet} />
        ) : (
          <ReferralBonusTab
            wallet={wallet}
            userId={profile.id}
            page1={page1}
            page2={page2}
            onPage={setPage}
          />
        )}
      </Box>
    </PageContainer>
  );
}
