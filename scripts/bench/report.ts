// The shape every bench module returns, so the runner can print and store figures uniformly.
export interface Figure {
  value: number;
  unit: string;
}

export interface Target {
  op: '<=' | '>=';
  value: number;
  met: boolean;
}

export interface BenchReport {
  figures: Record<string, Figure>;
  targets?: Record<string, Target>;
}

export function target(value: number, op: Target['op'], limit: number): Target {
  return { op, value: limit, met: op === '<=' ? value <= limit : value >= limit };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
