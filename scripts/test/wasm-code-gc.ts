/**
 * The flag every Jest process needs on Node 24 (decision 095): `npm run test:unit` starts Jest with
 * `--no-wasm-code-gc`, and Jest's workers inherit it. Node 24's V8 (13.6) frees a Wasm import wrapper twice when its
 * code GC races a wrapper's tier-up (nodejs/node#66366, fixed upstream in V8 9b8ca54d5a and not in any 24.x we can
 * install); the suites create and close PGlite (Wasm) databases by the hundred, and one such race kills the worker
 * with `Check failed: jit_page_->allocations_.erase(addr) == 1`, failing whichever file it was running. Node does not
 * take the flag from NODE_OPTIONS, so a run started another way would go without it: it stops here instead.
 */
export const WASM_CODE_GC_OFF = '--no-wasm-code-gc';

export function missingWasmCodeGcFlag(execArgv: readonly string[]): string | undefined {
  if (execArgv.includes(WASM_CODE_GC_OFF)) return undefined;
  return (
    `The Jest suites run with ${WASM_CODE_GC_OFF} (decision 095): start them with \`npm run test:unit\` ` +
    `(\`npm run test:unit -- <path>\` for one file), not with jest itself.`
  );
}
