import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The community links; an operator points them at their own channels with VITE_COMMUNITY_* at build time. */
const env = import.meta.env;
const links: { name: string; href: string; icon: ReactNode }[] = [
  { name: 'Discord', href: env.VITE_COMMUNITY_DISCORD || 'https://discord.com', icon: <DiscordIcon /> },
  { name: 'Telegram', href: env.VITE_COMMUNITY_TELEGRAM || 'https://telegram.org', icon: <TelegramIcon /> },
  { name: 'X (Twitter)', href: env.VITE_COMMUNITY_TWITTER || 'https://x.com', icon: <XIcon /> },
  { name: 'Facebook', href: env.VITE_COMMUNITY_FACEBOOK || 'https://facebook.com', icon: <FacebookIcon /> },
];

/** 'Join the community': the marketplace's social links. */
export function CommunitySection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="community-title"
      sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}
    >
      <Typography id="community-title" variant="h4" component="h2">
        {t('browse.communityTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, mx: 'auto', maxWidth: 520 }}>
        {t('browse.communityText')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {links.map((link) => (
          <li key={link.name}>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={link.icon}
              sx={{ borderRadius: 999, borderColor: 'divider', px: 2.5 }}
            >
              {link.name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

// Brand marks as inline SVG (the icon set has no Discord mark), 20 px, in the current colour.
function Svg({ d }: { d: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{ width: 20, height: 20, fill: 'currentColor' }}
    >
      <path d={d} />
    </Box>
  );
}
function DiscordIcon() {
  return (
    <Svg d="M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.6 0L8.6 3a19.7 19.7 0 0 0-4.9 1.4C.6 9 0 13.6.3 18.1a19.9 19.9 0 0 0 6 3l1.3-2a12.9 12.9 0 0 1-2-1l.5-.4a14.2 14.2 0 0 0 12 0l.5.4c-.6.4-1.3.7-2 1l1.3 2a19.8 19.8 0 0 0 6-3c.5-5.2-.9-9.8-3.6-13.7ZM8.7 15.4c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm6.6 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z" />
  );
}
function TelegramIcon() {
  return (
    <Svg d="M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.2-8.3c.4-.4-.1-.6-.6-.2L6.1 13 1.2 11.5c-1-.3-1.1-1 .2-1.5L20.6 2.6c.9-.3 1.7.2 1.3 1.7Z" />
  );
}
function XIcon() {
  return (
    <Svg d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5Z" />
  );
}
function FacebookIcon() {
  return (
    <Svg d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
  );
}
