/** Flat-shaded, UV-mapped low-poly geometry: convex polygons, boxes, prisms and cylinders. */

export type Vec3 = [number, number, number];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

export class MeshBuilder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  /** Texture repeats per world unit. */
  constructor(private readonly uvScale = 1) {}

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  /**
   * A convex polygon (points in order around it). It faces away from `inside`, a point inside
   * the solid, whatever the order given — so callers need not care about winding.
   */
  polygon(points: Vec3[], inside: Vec3): this {
    let normal = newellNormal(points);
    const centroid = points.reduce<Vec3>(
      (acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]],
      [0, 0, 0],
    );
    const outward = sub(
      [centroid[0] / points.length, centroid[1] / points.length, centroid[2] / points.length],
      inside,
    );
    let ordered = points;
    if (dot(normal, outward) < 0) {
      ordered = [...points].reverse();
      normal = [-normal[0], -normal[1], -normal[2]];
    }
    const origin = ordered[0]!;
    const u = normalize(sub(ordered[1]!, origin));
    const v = cross(normal, u);
    const base = this.vertexCount;
    for (const p of ordered) {
      const d = sub(p, origin);
      this.positions.push(...p);
      this.normals.push(...normal);
      this.uvs.push(dot(d, u) * this.uvScale, dot(d, v) * this.uvScale);
    }
    for (let i = 1; i < ordered.length - 1; i++) this.indices.push(base, base + i, base + i + 1);
    return this;
  }

  box(center: Vec3, size: Vec3): this {
    const [cx, cy, cz] = center;
    const [hx, hy, hz] = [size[0] / 2, size[1] / 2, size[2] / 2];
    const corner = (sx: number, sy: number, sz: number): Vec3 => [cx + sx * hx, cy + sy * hy, cz + sz * hz];
    const faces: Array<[number, number, number][]> = [
      [
        [1, -1, -1],
        [1, 1, -1],
        [1, 1, 1],
        [1, -1, 1],
      ],
      [
        [-1, -1, -1],
        [-1, -1, 1],
        [-1, 1, 1],
        [-1, 1, -1],
      ],
      [
        [-1, 1, -1],
        [-1, 1, 1],
        [1, 1, 1],
        [1, 1, -1],
      ],
      [
        [-1, -1, -1],
        [1, -1, -1],
        [1, -1, 1],
        [-1, -1, 1],
      ],
      [
        [-1, -1, 1],
        [1, -1, 1],
        [1, 1, 1],
        [-1, 1, 1],
      ],
      [
        [-1, -1, -1],
        [-1, 1, -1],
        [1, 1, -1],
        [1, -1, -1],
      ],
    ];
    for (const face of faces)
      this.polygon(
        face.map(([x, y, z]) => corner(x, y, z)),
        center,
      );
    return this;
  }

  /** A gable: triangular cross-section in the y/z plane, running along x; `center` is the base centre. */
  prism(center: Vec3, size: Vec3): this {
    const [cx, cy, cz] = center;
    const [hx, h, hz] = [size[0] / 2, size[1], size[2] / 2];
    const end = (x: number): Vec3[] => [
      [x, cy, cz - hz],
      [x, cy, cz + hz],
      [x, cy + h, cz],
    ];
    const [a0, a1, a2] = end(cx - hx) as [Vec3, Vec3, Vec3];
    const [b0, b1, b2] = end(cx + hx) as [Vec3, Vec3, Vec3];
    const inside: Vec3 = [cx, cy + h / 3, cz];
    this.polygon([a0, a1, a2], inside).polygon([b0, b1, b2], inside);
    this.polygon([a0, b0, b2, a2], inside)
      .polygon([a1, b1, b2, a2], inside)
      .polygon([a0, b0, b1, a1], inside);
    return this;
  }

  /** A closed cylinder along the x, y or z axis. */
  cylinder(center: Vec3, radius: number, length: number, axis: 'x' | 'y' | 'z', segments = 12): this {
    const ring = (offset: number): Vec3[] =>
      Array.from({ length: segments }, (_, i) => {
        const angle = (i / segments) * Math.PI * 2;
        const [a, b] = [Math.cos(angle) * radius, Math.sin(angle) * radius];
        if (axis === 'x') return [center[0] + offset, center[1] + a, center[2] + b];
        if (axis === 'y') return [center[0] + a, center[1] + offset, center[2] + b];
        return [center[0] + a, center[1] + b, center[2] + offset];
      });
    const near = ring(-length / 2);
    const far = ring(length / 2);
    this.polygon(near, center).polygon(far, center);
    for (let i = 0; i < segments; i++) {
      const j = (i + 1) % segments;
      this.polygon([near[i]!, near[j]!, far[j]!, far[i]!], center);
    }
    return this;
  }
}

function newellNormal(points: Vec3[]): Vec3 {
  const n: Vec3 = [0, 0, 0];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    n[0] += (p[1] - q[1]) * (p[2] + q[2]);
    n[1] += (p[2] - q[2]) * (p[0] + q[0]);
    n[2] += (p[0] - q[0]) * (p[1] + q[1]);
  });
  return normalize(n);
}
