import { useId } from 'react';
import { box, polygon } from './iso.ts';

const trees: ReadonlyArray<readonly [number, number]> = [
  [3.0, 2.7],
  [2.7, 3.3],
  [5.5, 2.6],
];

interface Faces {
  top: string;
  left: string;
  right: string;
}

function IsoBox({
  at,
  size,
  faces,
}: {
  at: [number, number, number];
  size: [number, number, number];
  faces: Faces;
}) {
  const g = box(...at, ...size);
  return (
    <g>
      <polygon points={g.left} fill={faces.left} />
      <polygon points={g.right} fill={faces.right} />
      <polygon points={g.top} fill={faces.top} />
    </g>
  );
}

/**
 * The brand illustration: a floating parcel of virtual land with a home, a mall tower, a store
 * and an NFT cube — the assets the marketplace trades. Pure SVG, no image download.
 */
export function IsoScene() {
  const id = useId();
  const ref = (name: string) => `url(#${id}${name})`;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" style={{ width: '100%', height: 'auto', display: 'block' }}>
      <defs>
        <linearGradient id={`${id}tower`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9d8bff" />
          <stop offset="1" stopColor="#5a3ff0" />
        </linearGradient>
        <linearGradient id={`${id}towerSide`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6f56ff" />
          <stop offset="1" stopColor="#3b22c9" />
        </linearGradient>
        <linearGradient id={`${id}cube`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7bf5ff" />
          <stop offset="1" stopColor="#00a6c4" />
        </linearGradient>
        <radialGradient id={`${id}glow`}>
          <stop offset="0" stopColor="#00c2d1" stopOpacity="0.55" />
          <stop offset="1" stopColor="#00c2d1" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}shadow`}>
          <stop offset="0" stopColor="#1a0f5c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#1a0f5c" stopOpacity="0" />
        </radialGradient>
      </defs>

      <ellipse cx="240" cy="372" rx="190" ry="22" fill={ref('shadow')} />

      {/* The floating island: a thick slab of land. */}
      <IsoBox
        at={[0, 0, -1]}
        size={[6, 6, 1]}
        faces={{ top: '#e9e4ff', left: '#6a4ff5', right: '#8a74ff' }}
      />
      <IsoBox
        at={[0, 0, 0]}
        size={[6, 6, 0.12]}
        faces={{ top: '#d6f7e8', left: '#3fbf8f', right: '#5fd6a6' }}
      />
      {/* Parcel lines. */}
      <g stroke="#ffffff" strokeOpacity="0.7" strokeWidth="1.2" fill="none">
        <polyline
          points={polygon([
            [3, 0, 0.12],
            [3, 6, 0.12],
          ])}
        />
        <polyline
          points={polygon([
            [0, 3, 0.12],
            [6, 3, 0.12],
          ])}
        />
      </g>

      {/* A land parcel for sale. */}
      <IsoBox
        at={[3.4, 3.4, 0.12]}
        size={[2.2, 2.2, 0.12]}
        faces={{ top: '#7fe7f0', left: '#00a6c4', right: '#19bdd6' }}
      />

      {/* The mall tower. */}
      <IsoBox
        at={[3.5, 0.5, 0.12]}
        size={[1.6, 1.6, 3.6]}
        faces={{ top: '#c9bfff', left: ref('towerSide'), right: ref('tower') }}
      />
      <g fill="#ffffff" fillOpacity="0.55">
        {[0.6, 1.3, 2.0, 2.7].map((z) => (
          <polygon
            key={z}
            points={polygon([
              [5.1, 0.8, z],
              [5.1, 1.8, z],
              [5.1, 1.8, z + 0.35],
              [5.1, 0.8, z + 0.35],
            ])}
          />
        ))}
      </g>

      {/* The home: walls and a pyramid roof. */}
      <IsoBox
        at={[0.6, 0.8, 0.12]}
        size={[2, 2, 1.3]}
        faces={{ top: '#ffffff', left: '#ffd7e0', right: '#ffe9ee' }}
      />
      <polygon
        points={polygon([
          [0.6, 0.8, 1.42],
          [2.6, 0.8, 1.42],
          [1.6, 1.8, 2.5],
        ])}
        fill="#ff8aa5"
      />
      <polygon
        points={polygon([
          [0.6, 0.8, 1.42],
          [0.6, 2.8, 1.42],
          [1.6, 1.8, 2.5],
        ])}
        fill="#ff7b98"
      />
      <polygon
        points={polygon([
          [2.6, 0.8, 1.42],
          [2.6, 2.8, 1.42],
          [1.6, 1.8, 2.5],
        ])}
        fill="#ff6b8b"
      />
      <polygon
        points={polygon([
          [0.6, 2.8, 1.42],
          [2.6, 2.8, 1.42],
          [1.6, 1.8, 2.5],
        ])}
        fill="#e5567a"
      />
      <polygon
        points={polygon([
          [2.6, 1.6, 0.12],
          [2.6, 2.2, 0.12],
          [2.6, 2.2, 0.9],
          [2.6, 1.6, 0.9],
        ])}
        fill="#5a3ff0"
      />
      <polygon
        points={polygon([
          [1.0, 2.8, 0.6],
          [1.6, 2.8, 0.6],
          [1.6, 2.8, 1.0],
          [1.0, 2.8, 1.0],
        ])}
        fill="#7bf5ff"
      />

      {/* A small store. */}
      <IsoBox
        at={[0.7, 3.8, 0.12]}
        size={[1.6, 1.4, 0.9]}
        faces={{ top: '#fff4d6', left: '#f5a524', right: '#ffc15e' }}
      />
      <polygon
        points={polygon([
          [0.7, 5.2, 0.7],
          [2.3, 5.2, 0.7],
          [2.3, 5.45, 0.95],
          [0.7, 5.45, 0.95],
        ])}
        fill="#ffffff"
        fillOpacity="0.85"
      />

      {/* Trees. */}
      {trees.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <polygon
            points={polygon([
              [x - 0.35, y, 0.12],
              [x + 0.35, y, 0.12],
              [x, y, 1.4],
            ])}
            fill="#2fb37f"
          />
          <polygon
            points={polygon([
              [x, y - 0.35, 0.12],
              [x, y + 0.35, 0.12],
              [x, y, 1.4],
            ])}
            fill="#23976a"
          />
        </g>
      ))}

      {/* The NFT cube floating above the parcel. */}
      <circle cx="410" cy="106" r="64" fill={ref('glow')} />
      <g transform="translate(0 -12)">
        <IsoBox
          at={[5.8, 0.0, 3.8]}
          size={[1.1, 1.1, 1.1]}
          faces={{ top: '#c8fbff', left: '#00a6c4', right: ref('cube') }}
        />
      </g>
      <circle cx="120" cy="70" r="7" fill="#ff6b8b" />
      <circle cx="420" cy="250" r="5" fill="#7b61ff" />
      <circle cx="70" cy="210" r="4" fill="#00c2d1" />
    </svg>
  );
}
