import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../../theme/ThemeModeContext.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('header.toLightMode') : t('header.toDarkMode');
  return (
    // A native title, not MUI's Tooltip: the header is on every first paint and Tooltip brings Popper.
    <IconButton
      onClick={toggleMode}
      aria-label={label}
      title={label}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      {mode === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
