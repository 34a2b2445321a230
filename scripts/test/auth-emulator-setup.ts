import { ensureAuthEmulator } from '../lib/auth-emulator';

/** Jest global setup (through global-setup.ts): API tests verify real identity tokens, so they run against the Auth emulator. */
export default async function setup() {
  return ensureAuthEmulator();
}
