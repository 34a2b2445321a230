import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

/** Where webidl2js (jsdom's bindings) keeps each window's own interfaces. */
const JSDOM_INTERFACES = Symbol.for('[webidl2js] constructor registry');

/**
 * The web project's window: jsdom, with Node's fetch, streams and encoders (jest-fixed-jsdom) and Node's Web
 * Crypto, since jsdom's crypto has no `subtle` and a browser on https has it. FormData is Node's (fetch
 * sends it) and, as in a browser, also reads a form's fields (`new FormData(form)`), through jsdom's own.
 */
export default class MittiJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true, enumerable: true });
    const JsdomFormData = this.global[JSDOM_INTERFACES].FormData;
    this.global.FormData = class FormDataOfForms extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined)
          for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    };
  }
}
