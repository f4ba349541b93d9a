// Numbers for people: 4 210 000 → "4.21M", 0.000412 ms → "0.41 µs".

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (n === 0) return '0';
  const abs = Math.abs(n);
  if (abs >= 1e9) return `${(n / 1e9).toFixed(2)}G`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (abs >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  if (abs >= 100) return n.toFixed(0);
  if (abs >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

export function formatValue(n: number, unit: string): string {
  return `${formatCount(n)} ${unit}`;
}

export function formatTimes(x: number): string {
  return `${x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`;
}
