// The shape every bench module returns, so the runner can print and store figures uniformly, and
// the helpers that give every figure its target.
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

/** One figure and the target it is held to: every figure a bench prints says met or missed. */
export interface Measurement {
  value: number;
  unit: string;
  op: Target['op'];
  limit: number;
}

export function measured(
  value: number,
  unit: string,
  op: Target['op'],
  limit: number,
  digits = 2,
): Measurement {
  return { value: round(value, digits), unit, op, limit };
}

/** Figures and their targets from one map, so a figure cannot be added without its target. */
export function benchReport(measurements: Record<string, Measurement>): BenchReport {
  const report: Required<BenchReport> = { figures: {}, targets: {} };
  for (const [name, { value, unit, op, limit }] of Object.entries(measurements)) {
    report.figures[name] = { value, unit };
    report.targets[name] = target(value, op, limit);
  }
  return report;
}
