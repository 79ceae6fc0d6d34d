// Words for retention (decisions 44); its dates come from the one time formatter.
export { dayOfYearWords as retentionDay } from './time';

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
