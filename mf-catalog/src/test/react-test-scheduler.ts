import { afterAll, beforeAll } from '@jest/globals';

/** The part of React's test scheduler (`scheduler/unstable_mock`) the takeover tests use. */
export interface TestScheduler {
  log(value: string): void;
  unstable_flushNumberOfYields(count: number): void;
  unstable_flushAllWithoutAsserting(): boolean;
}

/**
 * The file's tests run outside React's act environment: React's tasks then run only as the test flushes the test
 * scheduler, one stretch at a time, as a browser runs them.
 */
export function outsideActEnvironment(): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
