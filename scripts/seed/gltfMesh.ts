import type { Document, Buffer as GltfBuffer, Material, Node } from '@gltf-transform/core';

export interface GeometryArrays {
  positions: ArrayLike<number>;
  normals: ArrayLike<number>;
  uvs: ArrayLike<number>;
  indices: ArrayLike<number>;
}

/** A node holding a named mesh of one textured primitive. */
export function meshNode(
  doc: Document,
  buffer: GltfBuffer,
  name: string,
  geometry: GeometryArrays,
  material: Material,
): Node {
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
    doc.createAccessor(`${name} ${type}`, buffer).setType(type).setArray(array);
  const vertexCount = geometry.positions.length / 3;
  const indices =
    vertexCount > 0xffff ? Uint32Array.from(geometry.indices) : Uint16Array.from(geometry.indices);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', Float32Array.from(geometry.positions)))
    .setAttribute('NORMAL', accessor('VEC3', Float32Array.from(geometry.normals)))
    .setAttribute('TEXCOORD_0', accessor('VEC2', Float32Array.from(geometry.uvs)))
    .setIndices(accessor('SCALAR', indices))
    .setMaterial(material);
  return doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive));
}
