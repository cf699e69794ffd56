import { useId } from 'react';

/** The vrmarket mark: an isometric cube — a virtual asset — on the brand gradient. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7b61ff" />
          <stop offset="0.55" stopColor="#4f7bff" />
          <stop offset="1" stopColor="#00c2d1" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradient})`} />
      <path d="M32 13 49 22.5v19L32 51 15 41.5v-19z" fill="#fff" fillOpacity="0.16" />
      <path
        d="M32 13 49 22.5v19L32 51 15 41.5v-19zM15 22.5 32 32l17-9.5M32 32v19"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="3.4" fill="#fff" />
    </svg>
  );
}
