import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** What the code holds, for assistive technology. */
  label: string;
  className?: string;
}

/** A QR code drawn as one SVG path: dark modules on white, with the quiet zone scanners need. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 4 });
    const modules = data
      .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
      .join('');
    return { size: data.length, path: modules };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
