/** The sub categories whose file type is fixed (R-VALID-14): 2D Avatar takes a picture, 3D Avatar a glb/gltf. */
const FILE_RULES: Record<string, (mediaType: string) => boolean> = {
  '2D Avatar': (mediaType) => mediaType.startsWith('image/'),
  '3D Avatar': (mediaType) => mediaType.startsWith('model/'),
};

/** The sub category an uploaded file selects: an image 2D Avatar, a glb/gltf 3D Avatar. */
export function subCategoryForFile<T extends { name: string }>(
  subs: readonly T[],
  mediaType: string,
): T | undefined {
  const wanted = mediaType.startsWith('model/')
    ? '3D Avatar'
    : mediaType.startsWith('image/')
      ? '2D Avatar'
      : null;
  return wanted ? subs.find((sub) => sub.name === wanted) : undefined;
}

/** Whether an uploaded file of `mediaType` may stay when `subName` is picked; false clears the file. */
export function fileFitsSubCategory(subName: string | undefined, mediaType: string): boolean {
  const rule = subName === undefined ? undefined : FILE_RULES[subName];
  return rule ? rule(mediaType) : true;
}
