import { CapsuleGeometry, Group, Mesh, MeshStandardMaterial, SphereGeometry } from 'three';
import type { BodyShape } from '../avatarMessage.ts';

export type AvatarShape = 'round' | 'tall' | 'sturdy';
export const AVATAR_SHAPES: readonly AvatarShape[] = ['round', 'tall', 'sturdy'];
export const SKIN_COLOURS = ['#f1c7a5', '#d9a066', '#a86b3c', '#6b4226'] as const;
export const OUTFIT_COLOURS = ['#6c5ce7', '#00b894', '#e17055', '#0984e3', '#2d3436'] as const;
export const HAIR_COLOURS = ['#2d1e12', '#8e5a2b', '#f5d76e', '#b2bec3', '#d63031'] as const;

export interface AvatarLook {
  body: BodyShape;
  shape: AvatarShape;
  skin: string;
  outfit: string;
  hair: string;
}

const proportions: Record<AvatarShape, { width: number; height: number; head: number }> = {
  round: { width: 0.42, height: 0.5, head: 0.34 },
  tall: { width: 0.3, height: 0.8, head: 0.28 },
  sturdy: { width: 0.46, height: 0.62, head: 0.3 },
};

function part(name: string, geometry: CapsuleGeometry | SphereGeometry, colour: string, y: number, x = 0) {
  // Metalness 0: glTF's default 1 renders black without an environment map.
  const mesh = new Mesh(geometry, new MeshStandardMaterial({ color: colour, metalness: 0, roughness: 0.7 }));
  mesh.name = name;
  mesh.position.set(x, y, 0);
  return mesh;
}

/** A simple character of named parts (head, hair, torso, arms, legs for a full body). */
export function buildAvatar(look: AvatarLook): Group {
  const { width, height, head } = proportions[look.shape];
  const root = new Group();
  root.name = 'Avatar';
  const legs = look.body === 'full' ? 0.7 : 0;
  const torsoY = legs + height / 2 + width;
  root.add(part('Torso', new CapsuleGeometry(width, height, 8, 24), look.outfit, torsoY));
  const headY = torsoY + height / 2 + width + head * 0.9;
  root.add(part('Head', new SphereGeometry(head, 32, 24), look.skin, headY));
  const hair = part(
    'Hair',
    new SphereGeometry(head * 1.05, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2),
    look.hair,
    headY + head * 0.1,
  );
  root.add(hair);
  for (const side of [-1, 1]) {
    const arm = part(
      side < 0 ? 'ArmLeft' : 'ArmRight',
      new CapsuleGeometry(0.1, height * 0.9, 6, 12),
      look.skin,
      torsoY,
      side * (width + 0.16),
    );
    root.add(arm);
    if (legs > 0) {
      root.add(
        part(
          side < 0 ? 'LegLeft' : 'LegRight',
          new CapsuleGeometry(0.13, 0.45, 6, 12),
          look.outfit,
          0.35,
          side * width * 0.5,
        ),
      );
    }
  }
  return root;
}

/** The character as a binary glTF file. */
export async function avatarGlb(look: AvatarLook): Promise<File> {
  const { GLTFExporter } = await import('three/examples/jsm/exporters/GLTFExporter.js');
  const result = await new GLTFExporter().parseAsync(buildAvatar(look), { binary: true });
  return new File([result as ArrayBuffer], `avatar-${look.body}.glb`, { type: 'model/gltf-binary' });
}
