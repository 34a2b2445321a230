import { ensureAuthEmulator } from '../lib/auth-emulator';

/** Vitest global setup: API tests verify real identity tokens, so they run against the Auth emulator. */
export default async function setup() {
  return ensureAuthEmulator();
}
