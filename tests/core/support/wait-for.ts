// Waits for something the code under test does in the background, polling every few ms, and
// fails clearly after `maxMs` instead of hanging: every wait in a test is bounded. The condition
// may be async (a call through the contract).
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  maxMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${maxMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
