import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { PRO_TYPE } from '@vrmarket/domain';
import { brand } from '../../theme/palette.ts';

/** proType 1–4 pick the pro avatar frames; a non-pro user gets a white border (R-ROLE-6). */
export const PRO_FRAMES: Record<number, string> = {
  1: 'linear-gradient(135deg, #00c2d1, #4f7bff)',
  2: 'linear-gradient(135deg, #e6e9f0, #9aa3b5 50%, #eef1f6)',
  3: 'linear-gradient(135deg, #ffe08a, #f5b21b 50%, #c98a05)',
  4: 'conic-gradient(from 45deg, #ff5fd2, #7b61ff, #00c2d1, #7dffb2, #ff5fd2)',
};

export function proFrame(isPro: boolean, proType: number | undefined): string | null {
  if (!isPro) return null;
  const type = Math.min(PRO_TYPE.max, Math.max(PRO_TYPE.min, proType ?? PRO_TYPE.default));
  return PRO_FRAMES[type]!;
}

/** The user's avatar in its frame: a pro gradient ring by proType, or a white border. */
export function ProAvatar({
  src,
  name,
  isPro,
  proType,
  size = 36,
}: {
  src: string | null | undefined;
  name: string;
  isPro: boolean;
  proType: number | undefined;
  size?: number;
}) {
  const frame = proFrame(isPro, proType);
  const ring = Math.max(2, Math.round(size / 14));
  return (
    <Box
      data-frame={frame ? `pro-${proType ?? 1}` : 'plain'}
      sx={{
        p: `${ring}px`,
        borderRadius: '50%',
        background: frame ?? '#fff',
        boxShadow: frame ? '0 0 0 1px rgba(0,0,0,0.06)' : '0 0 0 1px rgba(20,17,43,0.14)',
        display: 'inline-flex',
        flexShrink: 0,
      }}
    >
      <Avatar
        src={src ?? undefined}
        alt={name}
        sx={{ width: size, height: size, background: brand.gradient, fontWeight: 700, fontSize: size * 0.42 }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </Box>
  );
}
