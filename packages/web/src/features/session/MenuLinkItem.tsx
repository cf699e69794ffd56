import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A menu row that goes to a screen of the app (a router link) and closes the menu. */
export function MenuLinkItem({
  icon,
  label,
  to,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  to: string;
  onClick: () => void;
}) {
  return (
    <MenuItem component={Link} to={to} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
