/** A casino chip of our own: a coloured disc with edge inserts, a gold inner ring and its value. */
const CHIP_COLOURS: Record<string, [string, string]> = {
  '1': ['#e9e4d8', '#3d5a80'],
  '5': ['#c8102e', '#ffffff'],
  '10': ['#1f6fd1', '#ffffff'],
  '50': ['#128a52', '#ffffff'],
  '100': ['#1b1b2f', '#f5d27a'],
  '500': ['#7b2cbf', '#ffffff'],
  '1K': ['#d4a017', '#1b1b2f'],
};

export function Chip({ label, size = 56 }: { label: string; size?: number }) {
  const [body, edge] = CHIP_COLOURS[label] ?? ['#555', '#fff'];
  const ink = body === '#e9e4d8' || body === '#d4a017' ? '#1b1b2f' : '#ffffff';
  return (
    <svg className="chip-svg" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="52" r="46" fill="#000" opacity=".28" />
      <circle cx="50" cy="50" r="46" fill={body} />
      <circle cx="50" cy="50" r="40" fill="none" stroke={edge} strokeWidth="12" strokeDasharray="14 17.4" />
      <circle cx="50" cy="50" r="30" fill={body} stroke="#f5d27a" strokeWidth="2.5" />
      <circle cx="50" cy="50" r="25" fill="none" stroke={edge} strokeOpacity=".5" strokeWidth="1.2" strokeDasharray="3 3" />
      <text x="50" y={label.length > 2 ? 58 : 60} textAnchor="middle" fontFamily="system-ui,-apple-system,'Segoe UI',sans-serif" fontSize={label.length > 2 ? 22 : 28} fontWeight="800" fill={ink}>
        {label}
      </text>
    </svg>
  );
}
