import { z } from 'zod';

/** MIME types the upload pipeline accepts, found from the bytes (never from the name). */
export const UPLOAD_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'video/mp4',
  'video/quicktime',
  /** A glTF (glb or JSON) upload is served as the optimised glb, so both kinds answer this. */
  'model/gltf-binary',
] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** The 3D model figures of an upload: the original's bytes and the optimised copy's. */
export const uploadedModelShape = z.object({
  bytes: z.number().int().min(1),
  optimisedBytes: z.number().int().min(1),
  triangles: z.number().int().min(0),
  /** Meshes in the model. */
  parts: z.number().int().min(0),
  /** The original file as uploaded (kept; viewers get `url`, the optimised copy). */
  originalUrl: z.string(),
});
export type UploadedModel = z.output<typeof uploadedModelShape>;

/** `POST /api/v1/uploads` (multipart, field `file`) answer. */
export const uploadAnswer = z
  .object({
    /** Where the media is served: `/api/media/<key>` or below S3_PUBLIC_URL. */
    url: z.string(),
    mediaType: z.enum(UPLOAD_MEDIA_TYPES),
    /** Bytes stored at `url`. */
    bytes: z.number().int().min(1),
    width: z.number().int().min(1).optional(),
    height: z.number().int().min(1).optional(),
    model: uploadedModelShape.optional(),
  })
  .meta({ id: 'UploadAnswer' });
export type UploadAnswer = z.output<typeof uploadAnswer>;
