// Small inline icons for the puzzle toolbar (decorative: every button also has a text label).
const common = { width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function PictureIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" {...stroke} />
      <path d="M3 16l5-5 4 4 3-3 6 6" {...stroke} />
      <circle cx="16" cy="9" r="1.8" fill="currentColor" />
    </svg>
  );
}

export function PiecesIcon() {
  return (
    <svg {...common}>
      <path d="M5 5h5a2 2 0 1 1 4 0h5v5a2 2 0 1 0 0 4v5h-5a2 2 0 1 0-4 0H5v-5a2 2 0 1 1 0-4z" {...stroke} />
    </svg>
  );
}

export function GhostIcon() {
  return (
    <svg {...common}>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" {...stroke} />
      <circle cx="12" cy="12" r="3" {...stroke} />
    </svg>
  );
}

export function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg {...common}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" {...stroke} />
      {on ? (
        <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" {...stroke} />
      ) : (
        <path d="M16 9.5l5 5M21 9.5l-5 5" {...stroke} />
      )}
    </svg>
  );
}

export function RestartIcon() {
  return (
    <svg {...common}>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" {...stroke} />
      <path d="M4.5 4.5v4h4" {...stroke} />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <circle cx="12" cy="12" r="8.5" {...stroke} />
      <path d="M12 7.5V12l3 2" {...stroke} />
    </svg>
  );
}
