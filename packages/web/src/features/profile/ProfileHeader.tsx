import FacebookRounded from '@mui/icons-material/FacebookRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import Telegram from '@mui/icons-material/Telegram';
import Twitter from '@mui/icons-material/Twitter';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Profile, referralLink, shortenForMenu } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrigin } from '../../components/useOrigin.ts';
import { brand } from '../../theme/palette.ts';
import { ProAvatar } from '../session/ProAvatar.tsx';
import { openWalletDialog } from '../wallet/walletStore.ts';
import { CopyField } from './CopyField.tsx';
import { followCounts, type SocialName, socialsOf } from './socials.ts';

const SOCIAL_ICONS: Record<SocialName, ReactNode> = {
  discord: <ForumRounded />,
  telegram: <Telegram />,
  twitter: <Twitter />,
  facebook: <FacebookRounded />,
};

/**
 * The top of /profile: a cover derived from the avatar (the picture blurred and enlarged), the
 * framed avatar, the name ('Anonymous' when empty), wallet and referral link with copy, follow
 * counts and social links.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const name = profile.fullname.trim() || t('ANONYMOUS');
  const { followers, following } = followCounts(profile.properties);
  const socials = socialsOf(profile.properties);
  // The page's origin once known (the server's markup has the link without it).
  const referral = referralLink(useOrigin() ?? '', profile.username);

  return (
    <Box component="section" aria-label={t('account.profileTitle')}>
      <Box
        data-testid="profile-cover"
        sx={{
          position: 'relative',
          height: { xs: 140, md: 220 },
          borderRadius: { xs: 4, md: 6 },
          overflow: 'hidden',
          background: brand.gradient,
        }}
      >
        {profile.avatar && (
          <Box
            component="img"
            src={profile.avatar}
            alt=""
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              // Enlarged and heavily blurred, the avatar becomes a soft wash of its own colours.
              transform: 'scale(1.8)',
              filter: 'blur(64px) saturate(1.3)',
              opacity: 0.9,
            }}
          />
        )}
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, transparent 40%, rgba(0,0,0,0.25))',
          }}
        />
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: { xs: 1.5, md: 3 },
          px: { xs: 0, md: 4 },
          mt: { xs: -7, md: -9 },
          position: 'relative',
        }}
      >
        <ProAvatar
          src={profile.avatar}
          name={name}
          isPro={profile.isPro}
          proType={profile.proType}
          size={128}
        />
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', md: 'left' }, pb: { md: 1 } }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              justifyContent: { xs: 'center', md: 'flex-start' },
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {name}
            </Typography>
            {profile.isPro && (
              <Chip size="small" color="primary" label={t('account.proBadge', { type: profile.proType })} />
            )}
          </Box>
          <Typography color="text.secondary">@{profile.username}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 3, pb: { md: 1 } }}>
          <Count value={followers} label={t('FOLLOWERS')} />
          <Count value={following} label={t('FOLLOWING')} />
        </Box>
      </Box>

      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
          alignItems: 'end',
        }}
      >
        {profile.publicKey ? (
          <CopyField
            label={t('account.walletAddress')}
            value={profile.publicKey}
            shown={shortenForMenu(profile.publicKey)}
            copyLabel={t('account.copyAddress')}
            copiedText={t('COPIED')}
          />
        ) : (
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
              {t('account.walletAddress')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography color="text.secondary">{t('NO_WALLETS_LINKED')}</Typography>
              <Button size="small" variant="outlined" onClick={() => openWalletDialog({ name: 'connect' })}>
                {t('CONNECT_WALLET')}
              </Button>
            </Box>
          </Box>
        )}
        <CopyField
          label={t('account.referralLink')}
          value={referral}
          copyLabel={t('account.copyReferral')}
          copiedText={t('COPIED_LINK')}
        />
        {socials.length > 0 && (
          <Box
            role="list"
            aria-label={t('account.socialLinks')}
            sx={{ display: 'flex', gap: 1, justifyContent: { xs: 'center', md: 'flex-end' } }}
          >
            {socials.map((social) => (
              <Tooltip
                key={social.name}
                title={`${social.name}${social.verified === undefined ? '' : ` · ${social.verified ? t('account.verified') : t('account.notVerified')}`}`}
              >
                <Badge
                  role="listitem"
                  overlap="circular"
                  invisible={!social.verified}
                  badgeContent={
                    <VerifiedRounded
                      sx={{
                        fontSize: 16,
                        color: 'success.main',
                        bgcolor: 'background.paper',
                        borderRadius: '50%',
                      }}
                    />
                  }
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                >
                  <IconButton
                    component="a"
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    {SOCIAL_ICONS[social.name]}
                  </IconButton>
                </Badge>
              </Tooltip>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{value.toLocaleString()}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
