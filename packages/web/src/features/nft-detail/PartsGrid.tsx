import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NftPart } from '@vrmarket/domain';

interface Tile {
  key: string;
  image: string | undefined;
  name: string;
}

/** Parts (mesh thumbnail and name) or Materials (texture thumbnail and name) as a grid of tiles. */
export function PartsGrid({ parts, kind }: { parts: NftPart[]; kind: 'parts' | 'materials' }) {
  const tiles: Tile[] = parts.map((part, index) =>
    kind === 'parts'
      ? { key: part.id ?? String(index), image: part.meshThumbnails, name: part.meshName ?? part.id ?? '' }
      : {
          key: part.textureId ?? String(index),
          image: part.textureThumbnails,
          name: part.textureName ?? part.textureId ?? '',
        },
  );
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
      }}
    >
      {tiles.map((tile) => (
        <Box component="li" key={tile.key} sx={{ minWidth: 0 }}>
          <Box
            component={tile.image ? 'img' : 'div'}
            src={tile.image}
            alt=""
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography variant="body2" noWrap title={tile.name} sx={{ mt: 0.75, fontWeight: 600 }}>
            {tile.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
