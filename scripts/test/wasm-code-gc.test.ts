import { describe, expect, it } from '@jest/globals';
import { missingWasmCodeGcFlag, WASM_CODE_GC_OFF } from './wasm-code-gc';

describe('the Jest run without Wasm code GC', () => {
  it('is the run this test is in: npm run test:unit gave its workers the flag', () => {
    expect(process.execArgv).toContain(WASM_CODE_GC_OFF);
  });

  it('refuses a run started without the flag, saying how to start it', () => {
    expect(missingWasmCodeGcFlag(['--experimental-vm-modules'])).toMatch(/npm run test:unit/);
    expect(missingWasmCodeGcFlag(['--experimental-vm-modules', WASM_CODE_GC_OFF])).toBeUndefined();
  });
});
