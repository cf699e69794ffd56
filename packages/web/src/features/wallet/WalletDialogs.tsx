import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shortenForMenu } from '@vrmarket/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession.ts';
import { loadWallet } from './loadWallet.ts';
import { useWallet } from './useWallet.ts';
import { WalletDialogFrame } from './WalletDialogFrame.tsx';
import { WalletMark } from './WalletMark.tsx';
import { connectAndContinue, linkConnectedWallet, reportWalletError } from './walletActions.ts';
import { closeWalletDialog, openWalletDialog } from './walletStore.ts';
import { SUPPORTED_WALLETS, type SupportedWallet, WALLETS } from './wallets.ts';

/** The wallet dialogs of the spec (connect, install, link, wrong account), loaded on first use. */
export default function WalletDialogs() {
  const { dialog } = useWallet();
  return (
    <>
      <ConnectWalletDialog open={dialog?.name === 'connect'} />
      <InstallWalletDialog wallet={dialog?.name === 'install' ? dialog.wallet : null} />
      <LinkWalletDialog open={dialog?.name === 'link'} />
      <WrongWalletDialog open={dialog?.name === 'wrong'} />
    </>
  );
}

function ConnectWalletDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const [detected, setDetected] = useState<Record<SupportedWallet, boolean> | null>(null);
  const [busy, setBusy] = useState<SupportedWallet | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    // EIP-6963 wallets announce themselves shortly after load: ask again a moment later.
    const refresh = () =>
      loadWallet()
        .then((wallet) => wallet.detected())
        .then((found) => live && setDetected(found))
        .catch(() => undefined);
    void refresh();
    const timer = setTimeout(refresh, 600);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open]);

  async function choose(kind: SupportedWallet) {
    setBusy(kind);
    try {
      await connectAndContinue(kind);
    } catch (error) {
      await reportWalletError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <WalletDialogFrame
      open={open}
      onClose={closeWalletDialog}
      icon={<AccountBalanceWalletRounded />}
      title={t('CONNECT_WALLET')}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2.5 }}>
        {t('account.connectText')}
      </Typography>
      <Stack spacing={1.5}>
        {SUPPORTED_WALLETS.map((kind) => (
          <ButtonBase
            key={kind}
            disabled={busy !== null}
            onClick={() => choose(kind)}
            sx={{
              justifyContent: 'flex-start',
              gap: 2,
              p: 1.5,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              textAlign: 'left',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            }}
          >
            <WalletMark wallet={kind} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{t(WALLETS[kind].nameKey)}</Typography>
              {kind === 'bitget' && (
                <Typography variant="body2" color="text.secondary">
                  {t('account.bitgetFormerly')}
                </Typography>
              )}
            </Box>
            {busy === kind ? (
              <CircularProgress size={22} aria-label={t('account.connecting')} />
            ) : detected ? (
              <Chip
                size="small"
                label={detected[kind] ? t('account.detected') : t('account.notInstalled')}
                color={detected[kind] ? 'success' : 'default'}
                variant="outlined"
              />
            ) : null}
          </ButtonBase>
        ))}
      </Stack>
      {busy && (
        <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center', mt: 2 }} role="status">
          {t('account.connecting')}
        </Typography>
      )}
    </WalletDialogFrame>
  );
}

function InstallWalletDialog({ wallet }: { wallet: SupportedWallet | null }) {
  const { t } = useTranslation();
  const shown = wallet ?? 'metamask';
  return (
    <WalletDialogFrame
      open={wallet !== null}
      onClose={closeWalletDialog}
      icon={<DownloadRounded />}
      title={t('INSTALL_WALLET')}
      tone="warning"
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t('WALLET_NOT_DETECTED')}
      </Typography>
      <Button
        fullWidth
        size="large"
        variant="contained"
        href={WALLETS[shown].installUrl}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<WalletMark wallet={shown} size={24} />}
      >
        {t('account.installAction', { wallet: t(WALLETS[shown].nameKey) })}
      </Button>
      <Button fullWidth sx={{ mt: 1 }} onClick={() => openWalletDialog({ name: 'connect' })}>
        {t('CONNECT_WALLET')}
      </Button>
    </WalletDialogFrame>
  );
}

function LinkWalletDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { address } = useWallet();
  const [signing, setSigning] = useState(false);

  async function link() {
    if (!address) return openWalletDialog({ name: 'connect' });
    setSigning(true);
    try {
      await linkConnectedWallet();
    } catch (error) {
      await reportWalletError(error);
    } finally {
      setSigning(false);
    }
  }

  return (
    <WalletDialogFrame
      open={open}
      onClose={closeWalletDialog}
      icon={<LinkRounded />}
      title={t('account.linkTitle')}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('WALLET_NOT_LINKED')}
      </Typography>
      {address && <AddressRow label={t('account.connectedAddress')} address={address} />}
      <Button
        fullWidth
        size="large"
        variant="contained"
        sx={{ mt: 3 }}
        disabled={signing}
        onClick={link}
        startIcon={signing ? <CircularProgress size={20} color="inherit" /> : <LinkRounded />}
      >
        {signing ? t('account.linkSigning') : t('LINK_YOUR_WALLET')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }}>
        {t('account.linkNote')}
      </Typography>
    </WalletDialogFrame>
  );
}

function WrongWalletDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { address } = useWallet();
  const linked = typeof user?.publicKey === 'string' ? user.publicKey : '';
  return (
    <WalletDialogFrame
      open={open}
      onClose={closeWalletDialog}
      icon={<WarningAmberRounded />}
      title={t('account.wrongTitle')}
      tone="warning"
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('WRONG_WALLET', { linkedAddress: shortenForMenu(linked) })}
      </Typography>
      <AddressRow label={t('account.linkedAddress')} address={linked} />
      {address && <AddressRow label={t('account.connectedAddress')} address={address} />}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
        {t('account.wrongText')}
      </Typography>
      <Button fullWidth size="large" variant="contained" sx={{ mt: 2.5 }} onClick={closeWalletDialog}>
        {t('OK')}
      </Button>
    </WalletDialogFrame>
  );
}

function AddressRow({ label, address }: { label: string; address: string }) {
  return (
    <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' }}>
        {address}
      </Typography>
    </Box>
  );
}
