import type { Customisation, PropertyRow, Template } from '@vrmarket/domain';

/** Mesh names the viewer hides: the optional parts not ticked. */
export function hiddenMeshNames(template: Template, choice: Customisation): string[] {
  const ticked = new Set(choice.parts.map(String));
  return template.modelMeshes
    .filter((mesh) => !mesh.required && !ticked.has(String(mesh.id)))
    .map((mesh) => mesh.name);
}

/** Mesh name → texture url of the chosen materials. */
export function meshTextures(template: Template, choice: Customisation): Record<string, string> {
  const textures: Record<string, string> = {};
  for (const mesh of template.modelMeshes) {
    const textureId = choice.textures[String(mesh.id)];
    const texture = template.modelTextures.find((item) => String(item.id) === String(textureId));
    if (texture) textures[mesh.name] = texture.file;
  }
  return textures;
}

/** The chosen parts with their materials, as the created NFT's property rows (part → material). */
export function chosenPartRows(template: Template, choice: Customisation, ownLook: string): PropertyRow[] {
  const ticked = new Set(choice.parts.map(String));
  return template.modelMeshes
    .filter((mesh) => mesh.required || ticked.has(String(mesh.id)))
    .map((mesh) => {
      const textureId = choice.textures[String(mesh.id)];
      const texture = template.modelTextures.find((item) => String(item.id) === String(textureId));
      return { label: mesh.title, value: texture?.name ?? ownLook };
    });
}

/** The ticked parts (required ones included) and each one's chosen material, as the create payload names them. */
export function chosenParts(
  template: Template,
  choice: Customisation,
): { id: string; textureId: string | null }[] {
  const ticked = new Set(choice.parts.map(String));
  return template.modelMeshes
    .filter((mesh) => mesh.required || ticked.has(String(mesh.id)))
    .map((mesh) => {
      const textureId = choice.textures[String(mesh.id)];
      return { id: String(mesh.id), textureId: textureId === undefined ? null : String(textureId) };
    });
}
