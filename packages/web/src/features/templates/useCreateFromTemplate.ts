import type { Category, Customisation, Template } from '@vrmarket/domain';
import { uploadFile } from '../create/api.ts';
import { emptyValues } from '../create/createForm.ts';
import { useCreateNft } from '../create/useCreateNft.ts';
import { chosenPartRows, chosenParts, hiddenMeshNames, meshTextures } from './customisedModel.ts';

export interface TemplateCreateRequest {
  template: Template;
  choice: Customisation;
  title: string;
  category: Category;
  subCategory: Category | null;
  isAdmin: boolean;
  ownLook: string;
  /** The uploaded number plate picture's url, if any. */
  numberPlate: string | null;
}

/**
 * Create from a template: the model as the customiser shows it (hidden parts left out, materials
 * applied) exported as glb, uploaded through `POST /api/v1/uploads`, then the create flow of uploads (poster + add-nft)
 * with the template and its chosen parts, from which the api prices the NFT.
 */
export function useCreateFromTemplate() {
  const create = useCreateNft();
  const run = async (request: TemplateCreateRequest) => {
    const { exportLook } = await import('../viewer3d/look.ts');
    const blob = await exportLook(request.template.modelFile, {
      hiddenParts: hiddenMeshNames(request.template, request.choice),
      partTextures: meshTextures(request.template, request.choice),
    });
    const file = new File([blob], `${request.template.name}.glb`, { type: 'model/gltf-binary' });
    const upload = await uploadFile(file);
    const values = {
      ...emptyValues(request.category.name),
      title: request.title,
      properties: chosenPartRows(request.template, request.choice, request.ownLook),
    };
    return create.mutateAsync({
      values,
      file,
      upload,
      isAdmin: request.isAdmin,
      ...(request.numberPlate ? { nftExtra: { number_plate_image: request.numberPlate } } : {}),
      // The api prices the NFT from the template and these parts (the customiser's total).
      componentsExtra: {
        model3dId: String(request.template.id),
        parts: chosenParts(request.template, request.choice),
      },
      category: {
        id: request.category.id,
        name: request.category.name,
        nftCategoryId: request.category.nftCategoryId,
        sub: request.subCategory ? { id: request.subCategory.id, name: request.subCategory.name } : null,
      },
    });
  };
  return { run };
}
