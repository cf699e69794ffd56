import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { TIMING_MS } from '@vrmarket/domain';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withSearch } from './searchQuery.ts';

/**
 * The header search ('Search by NFT’s ID or Name', 'Search...' when narrow): debounced 1000 ms,
 * written to the `search` query value. Enter applies it at once.
 */
export function SearchBox({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from outside (Back, a link): show its value.
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (value: string) => {
    window.clearTimeout(timer.current);
    setParams((current) => withSearch(current, value));
  };

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => apply(value), TIMING_MS.searchDebounce);
  };

  const placeholder = narrow ? t('SEARCH_PLACEHOLDER_SHORT') : t('SEARCH_PLACEHOLDER');

  // A native input in a styled box, not MUI's input components (~5 KB of every first paint).
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        minWidth: 0,
        maxWidth: narrow ? 'none' : 520,
        // Under 600 px the box takes a full row of its own below the logo and buttons.
        order: narrow ? 1 : 0,
        flexBasis: narrow ? '100%' : 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 40,
        pl: 1.75,
        pr: 0.75,
        borderRadius: 999,
        border: `1px solid ${alpha(theme.palette.text.primary, 0.23)}`,
        color: 'text.secondary',
        transition: 'border-color 120ms ease',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
        },
      })}
    >
      <SearchRounded fontSize="small" />
      <Box
        component="input"
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={t('SEARCH_PLACEHOLDER')}
        enterKeyHint="search"
        onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') apply(event.currentTarget.value);
        }}
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          height: '100%',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: theme.palette.text.secondary, opacity: 0.8 },
          '&::-webkit-search-cancel-button': { display: 'none' },
        })}
      />
      {text && (
        <IconButton
          size="small"
          aria-label={t('CLEAR')}
          onClick={() => {
            setText('');
            apply('');
          }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
