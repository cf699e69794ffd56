import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  fileExtension,
  fitsUploadKind,
  formatList,
  makeFileSchema,
  UPLOAD_FORMATS,
  uploadProblem,
} from './upload.ts';

const file = (name: string, size = 1000) => ({ name, size });
const MB50 = 52428800;

describe('upload formats', () => {
  it('the general media field takes exactly the image, video and model formats', () => {
    const { image, video, model, media } = UPLOAD_FORMATS;
    expect([...media].sort()).toEqual([...image, ...video, ...model].sort());
    expect(acceptAttribute('image')).toBe('.png,.jpg,.jpeg');
  });

  it('a digital human is an image or a model, and no kind lists a format twice', () => {
    const imageOrModel: readonly string[] = [...UPLOAD_FORMATS.image, ...UPLOAD_FORMATS.model];
    expect(UPLOAD_FORMATS.digitalHuman.filter((format) => !imageOrModel.includes(format))).toEqual([]);
    for (const formats of Object.values(UPLOAD_FORMATS)) expect(new Set(formats).size).toBe(formats.length);
  });

  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Photo.PNG')).toBe('png');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.png')).toBe('');
  });

  it.each([
    ['image', 'a.png', null],
    ['image', 'a.JPG', null],
    ['image', 'a.gif', 'FILE_FORMAT_NOT_SUPPORTED'],
    ['image', 'a.glb', 'FILE_FORMAT_NOT_SUPPORTED'],
    ['video', 'a.mp4', null],
    ['video', 'a.mov', null],
    ['video', 'a.avi', 'FILE_FORMAT_NOT_SUPPORTED'],
    ['model', 'a.glb', null],
    ['model', 'a.gltf', null],
    ['model', 'a.png', 'FILE_FORMAT_NOT_SUPPORTED'],
    ['digitalHuman', 'a.jpeg', null],
    ['digitalHuman', 'a.gltf', null],
    ['digitalHuman', 'a.mp4', 'FILE_FORMAT_NOT_SUPPORTED'],
    ['media', 'a.mov', null],
    ['media', 'a.svg', 'FILE_FORMAT_NOT_SUPPORTED'],
  ] as const)('%s accepts %s: %s', (kind, name, key) => {
    expect(uploadProblem(file(name), kind)?.key ?? null).toBe(key);
  });

  it('allows exactly 50 MB, not a byte more', () => {
    expect(uploadProblem(file('a.png', MB50), 'image')).toBeNull();
    expect(uploadProblem(file('a.png', MB50 + 1), 'image')).toEqual({ key: 'FILE_TOO_LARGE' });
  });

  it('a missing or empty file is EMPTY_FILE', () => {
    expect(uploadProblem(null, 'image')).toEqual({ key: 'EMPTY_FILE' });
    expect(uploadProblem(file('a.png', 0), 'image')).toEqual({ key: 'EMPTY_FILE' });
  });

  it('the schema keeps the file object and uses the spec texts', () => {
    const schema = makeFileSchema('model');
    const glb = { name: 'm.glb', size: 5, type: 'model/gltf-binary', extra: true };
    expect(schema.parse(glb)).toBe(glb);
    expect(schema.safeParse(file('m.png')).error?.issues[0]?.message).toBe('File format not supported!');
    expect(schema.safeParse(file('m.glb', MB50 + 1)).error?.issues[0]?.message).toBe('File too large!');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Please upload your file.');
  });
});

describe('fitsUploadKind: the media type found from the bytes against a form', () => {
  it('takes glTF and glb only for a model', () => {
    expect(fitsUploadKind('model', 'model/gltf-binary')).toBe(true);
    expect(fitsUploadKind('model', 'model/gltf+json')).toBe(true);
    expect(fitsUploadKind('model', 'image/png')).toBe(false);
    expect(fitsUploadKind('model', 'video/mp4')).toBe(false);
    expect(formatList('model')).toBe('.glb, .gltf');
  });

  it('takes pictures, videos and models as media, pictures and models for a digital human', () => {
    for (const type of ['image/png', 'image/jpeg', 'video/mp4', 'video/quicktime', 'model/gltf-binary'])
      expect(fitsUploadKind('media', type)).toBe(true);
    expect(fitsUploadKind('digitalHuman', 'image/jpeg')).toBe(true);
    expect(fitsUploadKind('digitalHuman', 'video/mp4')).toBe(false);
    expect(fitsUploadKind('image', 'model/gltf-binary')).toBe(false);
    expect(fitsUploadKind('media', 'application/pdf')).toBe(false);
  });
});
