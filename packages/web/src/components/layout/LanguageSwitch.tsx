import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '../../i18n/index.ts';

const names = { en: 'English', vi: 'Tiếng Việt' } as const;
/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** EN / VI: the choice is stored by i18next's detector as localStorage `lang`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  // Two plain buttons in a group rather than ToggleButtonGroup, which costs ~4 KB on every first paint.
  return (
    <Box
      role="group"
      aria-label={t('header.language')}
      sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {LANGUAGES.map((lng) => (
        <ButtonBase
          key={lng}
          aria-pressed={lng === language}
          lang={lng}
          onClick={() => {
            if (lng !== language) void i18n.changeLanguage(lng);
          }}
          sx={(theme) => ({
            px: 1.25,
            py: 0.5,
            fontSize: '0.75rem',
            lineHeight: 1.6,
            fontWeight: 700,
            color: lng === language ? 'text.primary' : 'text.secondary',
            bgcolor: lng === language ? alpha(theme.palette.text.primary, 0.08) : 'transparent',
            '& + &': { borderLeft: 1, borderColor: 'divider' },
            '&:hover': { bgcolor: alpha(theme.palette.text.primary, 0.06) },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          })}
        >
          {/* The name starts with the visible EN / VI (label in name), then spells the language out. */}
          {lng.toUpperCase()}
          <Box component="span" sx={visuallyHidden}>
            {` ${names[lng]}`}
          </Box>
        </ButtonBase>
      ))}
    </Box>
  );
}
