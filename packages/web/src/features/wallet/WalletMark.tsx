import Box from '@mui/material/Box';
import type { SupportedWallet } from './wallets.ts';

const LOOK: Record<SupportedWallet, { background: string; color: string; letter: string }> = {
  metamask: { background: 'linear-gradient(135deg, #f6851b, #e2761b)', color: '#fff', letter: 'M' },
  bitget: { background: 'linear-gradient(135deg, #00f0ff, #1da2b4)', color: '#06282c', letter: 'B' },
};

/** A small brand-coloured tile for a wallet kind (no third-party logo files are shipped). */
export function WalletMark({ wallet, size = 40 }: { wallet: SupportedWallet; size?: number }) {
  const look = LOOK[wallet];
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: `${size * 0.3}px`,
        display: 'grid',
        placeItems: 'center',
        background: look.background,
        color: look.color,
        fontWeight: 800,
        fontSize: size * 0.45,
      }}
    >
      {look.letter}
    </Box>
  );
}
