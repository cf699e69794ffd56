import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isBlockedAddressKey, isEthereumAddress, sameAddress } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress } from 'viem';
import { useSessionWallet } from '../session/useSession.ts';
import { useUsername } from '../users/useUsernames.ts';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { TradeDialog } from './TradeDialog.tsx';
import { transferNft } from './transfer.ts';
import { useTrade } from './useTrade.ts';

/** The review of the recipient: the address and its account's username, or 'User not found'. */
function RecipientReview({ address }: { address: string }) {
  const { t } = useTranslation();
  const username = useUsername(address);
  return (
    <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="transfer-review">
      <Typography variant="body2" color="text.secondary">
        {t('trading.transfer.recipient')}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="transfer-recipient">
        {getAddress(address.toLowerCase())}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('trading.transfer.username')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid="transfer-username">
        {username.isLoading ? t('LOADING') : (username.data ?? t('USER_NOT_FOUND'))}
      </Typography>
    </Stack>
  );
}

/** Transfer (2 steps): the recipient's address → review with the username; then transferFrom → record. */
export function TransferDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const wallet = useSessionWallet();
  const [form, setForm] = useState({ stage: 0 as 0 | 1, address: '' });
  const trade = useTrade(nft, 'TRANSFER_SUCCESS', onClose);
  const address = form.address.trim();
  const valid = isEthereumAddress(address);
  const own = valid && sameAddress(address, wallet);
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      stage={{ n: form.stage + 1, total: 2 }}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      onBack={form.stage === 1 ? () => setForm((f) => ({ ...f, stage: 0 })) : undefined}
      primary={
        form.stage === 0
          ? { label: t('NEXT'), onClick: () => setForm((f) => ({ ...f, stage: 1 })), disabled: !valid || own }
          : {
              label: t('CONFIRM'),
              onClick: () => trade.start((chain) => transferNft(chain, { nft, to: address })),
            }
      }
    >
      {form.stage === 0 ? (
        <>
          <Typography>{t('trading.transfer.enterAddress')}</Typography>
          <TextField
            label={t('RECIPIENT_ADDRESS')}
            value={form.address}
            autoFocus
            fullWidth
            placeholder="0x…"
            onKeyDown={(event) => isBlockedAddressKey(event.key) && event.preventDefault()}
            onChange={(event) => setForm((f) => ({ ...f, address: event.target.value }))}
            error={(form.address !== '' && !valid) || own}
            helperText={
              form.address !== '' && !valid
                ? t('INVALID_ETHEREUM_ADDRESS')
                : own
                  ? t('trading.transfer.ownAddress')
                  : ' '
            }
            slotProps={{ htmlInput: { 'data-testid': 'transfer-address', spellCheck: false } }}
          />
        </>
      ) : (
        <>
          <Typography>{t('trading.transfer.review')}</Typography>
          <RecipientReview address={address} />
          <Alert severity="warning">{t('trading.transfer.warning')}</Alert>
        </>
      )}
    </TradeDialog>
  );
}
