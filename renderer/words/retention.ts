// Words for retention (decisions 44). The day format joins the one time formatter of the words
// layer when it exists.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function retentionDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
