/// <reference path="./gltf-validator.d.ts" />
import { type Document, ImageUtils, Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTTextureWebP } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, weld } from '@gltf-transform/functions';
import { english } from '@vrmarket/domain';
import { validateBytes } from 'gltf-validator';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { sharpJobs } from '../media/sharp-limits.ts';

/** Textures are resized to fit this square: more detail than a marketplace viewer shows. */
export const MAX_TEXTURE_SIZE = 2048;
/**
 * The most pixels a texture may have (4096 × 4096, 64 MB decoded as RGBA). sharp reads the size
 * from the image's header and refuses a larger one before decoding it, so a small glb whose
 * texture claims a huge canvas cannot take the worker's memory; the model is refused (MODEL_ERROR).
 */
export const MAX_TEXTURE_PIXELS = 4096 * 4096;

/** MODEL_ERROR carrying what is wrong (the validator's first error) after the spec's text. */
export function modelError(detail: string): HttpError {
  const error = new HttpError(400, 'MODEL_ERROR');
  error.message = `${english('MODEL_ERROR')} ${detail}`;
  return error;
}

/** A glTF JSON may carry its buffers and images only inline (data: URIs): nothing is fetched. */
function externalUri(json: {
  buffers?: { uri?: string }[];
  images?: { uri?: string }[];
}): string | undefined {
  return [...(json.buffers ?? []), ...(json.images ?? [])]
    .map((entry) => entry.uri)
    .find((uri) => uri !== undefined && !uri.startsWith('data:'));
}

/**
 * Checks the model with the Khronos validator; any error refuses it (MODEL_ERROR with the first
 * message). External files are refused before validation: the upload is one self-contained file.
 */
export async function validateModel(content: Uint8Array, isJson: boolean): Promise<void> {
  if (isJson) {
    const uri = externalUri(
      JSON.parse(
        Buffer.from(content)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      ),
    );
    if (uri !== undefined) throw modelError(`External file "${uri.slice(0, 100)}" is not supported.`);
  }
  let report: Awaited<ReturnType<typeof validateBytes>>;
  try {
    report = await validateBytes(content, {
      maxIssues: 10,
      externalResourceFunction: (uri: string) => Promise.reject(new Error(`external resource ${uri}`)),
    });
  } catch (error) {
    // Bytes that are not glTF at all make the validator throw instead of reporting.
    throw modelError(error instanceof Error ? error.message : String(error));
  }
  if (report.issues.numErrors > 0) {
    const first = report.issues.messages.find((issue) => issue.severity === 0);
    throw modelError(first ? `${first.message} (${first.pointer ?? ''})` : 'Invalid glTF.');
  }
}

let io: Promise<NodeIO> | undefined;
function nodeIO(): Promise<NodeIO> {
  io ??= Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]).then(() =>
    new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder }),
  );
  return io;
}

function countTriangles(document: Document): number {
  let triangles = 0;
  for (const mesh of document.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      // Only triangle lists (mode 4, the default) count; points and lines have none.
      if (primitive.getMode() !== 4) continue;
      const count = primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
      triangles += Math.floor(count / 3);
    }
  }
  return triangles;
}

/** Lossy WebP where it is smaller; a flat or synthetic texture often stays smaller as PNG. */
function smallestEncoding(image: Uint8Array, mime: string): Promise<{ image: Uint8Array; mime: string }> {
  return sharpJobs.run(() => encodeSmallest(image, mime), { queue: 'unbounded' });
}

async function encodeSmallest(image: Uint8Array, mime: string): Promise<{ image: Uint8Array; mime: string }> {
  const source = sharp(image, { limitInputPixels: MAX_TEXTURE_PIXELS });
  const { width = 0, height = 0 } = await source.metadata();
  const tooBig = width > MAX_TEXTURE_SIZE || height > MAX_TEXTURE_SIZE;
  const sized = source.resize({
    width: MAX_TEXTURE_SIZE,
    height: MAX_TEXTURE_SIZE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const candidates: { image: Uint8Array; mime: string }[] = [
    { image: await sized.clone().webp({ quality: 85, effort: 4 }).toBuffer(), mime: 'image/webp' },
  ];
  if (!tooBig) candidates.push({ image, mime });
  else if (mime === 'image/jpeg')
    candidates.push({ image: await sized.clone().jpeg({ quality: 85 }).toBuffer(), mime });
  else
    candidates.push({
      image: await sized.clone().png({ compressionLevel: 9 }).toBuffer(),
      mime: 'image/png',
    });
  return candidates.reduce((best, next) => (next.image.length < best.image.length ? next : best));
}

/**
 * Refuses a model with a texture above MAX_TEXTURE_PIXELS, from the image headers alone (no
 * decoding): before any transform, since prune() decodes textures to find solid ones.
 */
function checkTextureSizes(document: Document): void {
  for (const texture of document.getRoot().listTextures()) {
    const image = texture.getImage();
    if (!image) continue;
    const [width, height] = ImageUtils.getSize(image, texture.getMimeType()) ?? [0, 0];
    if (width * height > MAX_TEXTURE_PIXELS)
      throw modelError(`A texture of ${width} × ${height} pixels is larger than 4096 × 4096.`);
  }
}

/** Every texture at most 2048 px wide and high, in the smaller of WebP and its own format. */
async function shrinkTextures(document: Document): Promise<void> {
  let webp = false;
  for (const texture of document.getRoot().listTextures()) {
    const image = texture.getImage();
    const mime = texture.getMimeType();
    if (!image || (mime !== 'image/png' && mime !== 'image/jpeg' && mime !== 'image/webp')) continue;
    const smallest = await smallestEncoding(image, mime);
    texture.setImage(smallest.image).setMimeType(smallest.mime);
    if (smallest.mime === 'image/webp') webp = true;
  }
  if (webp) document.createExtension(EXTTextureWebP).setRequired(true);
}

export type OptimisedModel = { glb: Uint8Array; triangles: number; parts: number };

/**
 * The copy viewers get: duplicates and unused data removed, vertices welded, textures at most
 * 2048 px, re-encoded as WebP where that is smaller, geometry meshopt-compressed (EXT_meshopt_compression; three's
 * GLTFLoader reads it with its MeshoptDecoder). Always a glb, also for a glTF JSON upload.
 */
export async function optimiseModel(content: Uint8Array, isJson: boolean): Promise<OptimisedModel> {
  const reader = await nodeIO();
  const document = isJson
    ? await reader.readJSON({ json: JSON.parse(Buffer.from(content).toString('utf8')), resources: {} })
    : await reader.readBinary(content);
  document.setLogger(new Logger(Logger.Verbosity.WARN));
  checkTextureSizes(document);
  const triangles = countTriangles(document);
  const parts = document.getRoot().listMeshes().length;
  await document.transform(dedup(), prune(), weld(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  await shrinkTextures(document);
  return { glb: await reader.writeBinary(document), triangles, parts };
}
