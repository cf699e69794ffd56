import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatApy, formatTokenCode, type StakeableNft, StakingMethod } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { durationLabel } from './display.ts';
import type { NewStaking } from './useNewStaking.ts';

function ChosenNft({ nft }: { nft: StakeableNft }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
      data-testid="staking-chosen-nft"
    >
      <Box
        component="img"
        src={nft.image ?? undefined}
        alt=""
        sx={{ width: 64, height: 64, borderRadius: 2, objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {nft.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTokenCode(nft.tokenId)} · {nft.asset.value} USDT
        </Typography>
      </Box>
    </Box>
  );
}

/** Step 1 of new staking: the NFT, the method and a locked duration, then Cancel or Next. */
export function StakingChoiceStep({ staking }: { staking: NewStaking }) {
  const { t } = useTranslation();
  const { nft, method, duration, flexible } = staking;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('staking.selectNfts')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {nft && <ChosenNft nft={nft} />}
          <Button variant={nft ? 'outlined' : 'contained'} onClick={staking.openPicker}>
            {t('staking.selectNfts')}
          </Button>
        </Box>
      </Box>

      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('staking.method')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={method}
          onChange={(_, value: StakingMethod | null) => {
            if (value) staking.chooseMethod(value);
          }}
          aria-label={t('staking.method')}
        >
          <ToggleButton value={StakingMethod.LOCKED}>{t('staking.locked')}</ToggleButton>
          <ToggleButton value={StakingMethod.FLEXIBLE} disabled={!flexible}>
            {t('FLEXIBLE')}
            {flexible ? ` · ${formatApy(flexible.apy)}` : ''}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('staking.duration')}
        </Typography>
        <Box
          role="radiogroup"
          aria-label={t('staking.duration')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          }}
        >
          {staking.lockedOptions.map((d) => {
            const chosen = duration?.id === d.id;
            return (
              <ButtonBase
                key={d.id}
                role="radio"
                aria-checked={chosen}
                data-testid="staking-duration"
                onClick={() => staking.chooseDuration(d)}
                sx={(theme) => ({
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  p: 2,
                  borderRadius: 3,
                  border: 2,
                  borderColor: chosen ? 'primary.main' : 'divider',
                  bgcolor: chosen ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                  textAlign: 'left',
                })}
              >
                <Box sx={{ display: 'flex', width: '100%', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 700 }}>{durationLabel(t, d)}</Typography>
                  {chosen && <CheckCircleRounded color="primary" fontSize="small" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('staking.apy')} {formatApy(d.apy)}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={staking.leave}>
          {t('staking.cancel')}
        </Button>
        <Button variant="contained" disabled={!staking.canNext} onClick={staking.review}>
          {t('staking.next')}
        </Button>
      </Box>
    </Stack>
  );
}
