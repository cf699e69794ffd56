import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { type Customisation, chooseTexture, partLocked, type Template, togglePart } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

// Rows wrap: a part or material past the column's edge would otherwise sit off-screen (1,366 px).
const row = { display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1 } as const;

/** The customiser: a checkbox per part (a click selects it), then the selected part's materials. */
export function PartPicker({
  template,
  choice,
  onChange,
}: {
  template: Template;
  choice: Customisation;
  onChange: (next: Customisation) => void;
}) {
  const { t } = useTranslation();
  const ticked = new Set(choice.parts.map(String));
  const selected = template.modelMeshes.find((mesh) => String(mesh.id) === String(choice.selectedPart));
  const textures = template.modelTextures.filter((texture) => texture.meshId === selected?.id);
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('templates.parts')}
      </Typography>
      <Box sx={row} role="group" aria-label={t('templates.parts')}>
        {template.modelMeshes.map((mesh) => {
          const isSelected = mesh.id === selected?.id;
          const isTicked = ticked.has(String(mesh.id));
          const priceNote = mesh.required ? `(${t('templates.required')})` : `+${mesh.price}`;
          return (
            <Box
              key={mesh.id}
              sx={{
                maxWidth: '100%',
                display: 'flex',
                alignItems: 'center',
                border: 2,
                borderColor: isSelected ? 'primary.main' : 'divider',
                borderRadius: 2,
                pr: 1,
                bgcolor: 'background.paper',
              }}
            >
              <Checkbox
                size="small"
                checked={isTicked}
                disabled={isTicked && partLocked(choice, mesh)}
                onChange={() => onChange(togglePart(choice, mesh))}
                slotProps={{ input: { 'aria-label': `${mesh.title} ${priceNote}` } }}
              />
              {/* The name selects a ticked part for the materials below (ticking it first if need be). */}
              <ButtonBase
                aria-pressed={isSelected}
                onClick={() =>
                  onChange(isTicked ? { ...choice, selectedPart: mesh.id } : togglePart(choice, mesh))
                }
                sx={{ borderRadius: 1, px: 0.5 }}
              >
                <Typography variant="body2" noWrap>
                  {mesh.title} {priceNote}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      {selected && (
        <>
          <Typography variant="subtitle2" component="h2" sx={{ mt: 1.5, mb: 0.5 }}>
            {t('templates.materialsOf', { part: selected.title })}
          </Typography>
          <Box sx={row} role="group" aria-label={t('templates.materialsOf', { part: selected.title })}>
            {textures.map((texture) => {
              const chosen = String(choice.textures[String(selected.id)]) === String(texture.id);
              return (
                <ButtonBase
                  key={texture.id}
                  aria-pressed={chosen}
                  aria-label={`${texture.name} +${texture.price}`}
                  data-testid="template-texture"
                  onClick={() => onChange(chooseTexture(choice, texture))}
                  sx={{
                    flexShrink: 0,
                    flexDirection: 'column',
                    width: 76,
                    border: 2,
                    borderColor: chosen ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    overflow: 'hidden',
                  }}
                >
                  <Box
                    component="img"
                    src={texture.avatar ?? texture.file}
                    alt=""
                    sx={{ width: '100%', aspectRatio: '1' }}
                  />
                  <Typography variant="caption" noWrap sx={{ px: 0.5, maxWidth: '100%' }}>
                    {texture.name}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </>
      )}
    </Box>
  );
}
