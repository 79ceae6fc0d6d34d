// The service's merchant id is the key the app writes to its plaintext files (the queue, the
// audit, the status history) and puts in GET paths, so only an id that looks like one is used
// (decisions 20): letters, digits and hyphens, at most 64. A service we do not control could send
// anything there, an echoed SSN included; an id shaped like one (3-2-4 digits with hyphens) is
// refused too, since no sandbox id has that shape (integers, decisions 12). An id that fails is
// "unusable", which is not "no merchant": the caller must not read it as absent.

const idPattern = /^[A-Za-z0-9-]{1,64}$/;
const ssnShape = /^\d{3}-\d{2}-\d{4}$/;

/** The id as text when it can be stored and sent; null when missing or unusable. */
export function usableMerchantId(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  // Not trimmed: the id is used exactly as the service sent it, or not at all.
  return idPattern.test(value) && !ssnShape.test(value) ? value : null;
}
