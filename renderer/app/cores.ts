// Whether work moved off the page's main thread runs beside it or only takes turns with it
// (decisions 65). A cold load keeps the page's main thread, the browser's own processes and, in
// browser mode, the host busy at once: on two cores a worker started then has no core of its own.

/** The fewest logical cores at which the page starts helper workers during its first load. */
export const minCoresForWorkers = 4;

/** `cores` is `navigator.hardwareConcurrency`: absent or 0 where a browser hides it. */
export function hasCoreToSpare(cores: number | undefined): boolean {
  return typeof cores === 'number' && cores >= minCoresForWorkers;
}
