/** Isometric projection for the decorative scenes: x to the lower right, y to the lower left, z up. */
export type Point3 = readonly [x: number, y: number, z: number];

export const ISO = { scale: 34, originX: 240, originY: 150 } as const;

export function project([x, y, z]: Point3): string {
  const px = ISO.originX + (x - y) * 0.866 * ISO.scale;
  const py = ISO.originY + (x + y) * 0.5 * ISO.scale - z * ISO.scale;
  return `${px.toFixed(1)},${py.toFixed(1)}`;
}

export function polygon(points: Point3[]): string {
  return points.map(project).join(' ');
}

export interface BoxGeometry {
  top: string;
  left: string;
  right: string;
}

/** The three visible faces of a box with its near-top corner at (x, y, z) and size w × d × h. */
export function box(x: number, y: number, z: number, w: number, d: number, h: number): BoxGeometry {
  const t = z + h;
  return {
    top: polygon([
      [x, y, t],
      [x + w, y, t],
      [x + w, y + d, t],
      [x, y + d, t],
    ]),
    right: polygon([
      [x + w, y, z],
      [x + w, y + d, z],
      [x + w, y + d, t],
      [x + w, y, t],
    ]),
    left: polygon([
      [x, y + d, z],
      [x + w, y + d, z],
      [x + w, y + d, t],
      [x, y + d, t],
    ]),
  };
}
