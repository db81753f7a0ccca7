import { code128Widths } from './code128';

/** Modules of white either side of the bars (the standard asks for ten). */
const QUIET = 10;

/**
 * The Code 128 barcode of the roll number, as on the printed card's back (library desks scan it): black bars
 * on white, drawn as SVG so it stays sharp at any size.
 */
export function CardBarcode({ value, label }: { value: string; label: string }) {
  const widths = code128Widths(value);
  if (!widths) return null;
  const total = widths.reduce((a, b) => a + b, 0) + 2 * QUIET;
  const bars: { x: number; w: number }[] = [];
  let x = QUIET;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="roll-barcode"
      viewBox={`0 0 ${total} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ width: '100%', height: '10cqw', background: '#ffffff', display: 'block' }}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={40} fill="#000000" />
      ))}
    </svg>
  );
}
