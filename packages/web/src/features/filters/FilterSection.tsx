import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

/** One collapsible group of the filter panel (Status, Categories, Styles). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Box component="section" sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
      <ButtonBase
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ width: '100%', justifyContent: 'space-between', py: 0.5, borderRadius: 1 }}
      >
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <ExpandMoreRounded
          fontSize="small"
          sx={{ transition: 'transform 150ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Collapse in={open} id={id}>
        <Box sx={{ pt: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
