import type { Category, Customisation, Template } from '@vrmarket/domain';
import type { Object3D } from 'three';
import { uploadFile } from '../create/api.ts';
import { emptyValues } from '../create/createForm.ts';
import { useCreateNft } from '../create/useCreateNft.ts';
import { chosenPartRows } from './customisedModel.ts';

export interface TemplateCreateRequest {
  template: Template;
  choice: Customisation;
  title: string;
  scene: Object3D;
  category: Category;
  subCategory: Category | null;
  isAdmin: boolean;
  ownLook: string;
  /** The uploaded number plate picture's url, if any. */
  numberPlate: string | null;
}

/**
 * Create from a template: the viewer's scene (hidden parts left out, materials applied) exported as
 * glb, uploaded through `POST /api/v1/uploads`, then the create flow of uploads (poster + add-nft).
 */
export function useCreateFromTemplate() {
  const create = useCreateNft();
  const run = async (request: TemplateCreateRequest) => {
    const { exportGlb } = await import('../viewer3d/scene.ts');
    const blob = await exportGlb(request.scene);
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
