// Stands in for `--import tsx` in the Windows lane (hooks.mjs): the lane's hooks already load
// TypeScript.
export {};
