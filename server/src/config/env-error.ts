/** A variable that stops start-up, with a message naming it. */
export class EnvError extends Error {
  override name = 'EnvError';
}
