// A plain status word (decisions 22): a letter, then letters, digits, spaces, `_` or `-`, at most
// 64, and no run of four digits (a phone, an SSN). An export's handled line carries only such a
// word (decisions 64), so a status the service filled with anything else never travels there.

/** A status word as services use them ("InReview", "Pending Info", "on-hold", "Level 2 Review"). */
const statusWordPattern = /^[A-Za-z][A-Za-z0-9 _-]{0,63}$/;
/** A run of digits long enough to be part of a number someone owns (phone, SSN, account). */
const digitRunPattern = /\d{4}/;

/** A plain status word an export's handled line may hold. */
export function isStatusWord(value: string): boolean {
  return statusWordPattern.test(value) && !digitRunPattern.test(value);
}
