import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Action = { onClick: () => void; to?: never } | { to: string; onClick?: never };

/**
 * A card to pick in a catalogue grid (categories, templates, store models, model kinds): its
 * picture on top — or at the start, as a list row — and the texts it is given below, lifted on
 * hover and keyboard focus. It either runs `onClick` or links `to` a screen.
 */
export function PictureCard({
  picture,
  aspectRatio = '1',
  row = false,
  disabled,
  testId,
  firstScreen = false,
  children,
  ...action
}: Action & {
  picture: string | null | undefined;
  /** Of the picture, as a tile ('1', '4 / 3'); a row's picture is a 96 px square. */
  aspectRatio?: string;
  row?: boolean;
  disabled?: boolean;
  testId?: string;
  /**
   * In the grid's first row, on screen as the page opens: its picture is asked for at once and
   * first (the page's largest content), not once the browser has laid the page out.
   */
  firstScreen?: boolean;
  children: ReactNode;
}) {
  const link = action.to === undefined ? {} : { component: RouterLink, to: action.to };
  return (
    <ButtonBase
      {...link}
      onClick={action.onClick}
      disabled={disabled}
      data-testid={testId}
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        borderRadius: 4,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 160ms ease, transform 160ms ease',
        '&:hover, &.Mui-focusVisible': {
          borderColor: alpha(theme.palette.primary.main, 0.6),
          transform: 'translateY(-2px)',
        },
      })}
    >
      <Box
        component="img"
        src={picture ?? undefined}
        alt=""
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
        sx={{
          width: row ? 96 : '100%',
          flexShrink: 0,
          aspectRatio: row ? '1' : aspectRatio,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      {children}
    </ButtonBase>
  );
}
