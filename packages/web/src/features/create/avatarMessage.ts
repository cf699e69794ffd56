import type { UploadAnswer } from '@vrmarket/domain';

/** The avatar maker's window message: the uploaded glb (the spec's "url of an exported glb file"). */
export interface AvatarMessage {
  type: 'vrmarket:avatar';
  answer: UploadAnswer;
  /** The glb as made (the form previews it; the server's copy is the optimised one). */
  glb: ArrayBuffer;
}

export function isAvatarMessage(data: unknown): data is AvatarMessage {
  const message = data as Partial<AvatarMessage> | null;
  return (
    message?.type === 'vrmarket:avatar' &&
    typeof message.answer?.url === 'string' &&
    message.glb instanceof ArrayBuffer
  );
}

export type BodyShape = 'full' | 'half';

/** The built-in maker, a page of this app outside the layout, shown in a frame. */
export const AVATAR_MAKER_PATH = '/avatar-maker';
export const avatarMakerUrl = (body: BodyShape) => `${AVATAR_MAKER_PATH}?body=${body}`;
