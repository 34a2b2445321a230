import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

/**
 * The web project's window: jsdom, with Node's fetch, streams and encoders (jest-fixed-jsdom) and Node's Web
 * Crypto, since jsdom's crypto has no `subtle` and a browser on https has it.
 */
export default class MittiJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true, enumerable: true });
  }
}
