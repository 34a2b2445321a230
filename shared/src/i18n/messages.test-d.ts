/**
 * Type tests (tsc -b checks them; nothing runs): a catalog has a text for every message of its app's English, so a
 * message missing from it fails the app's type check, which its build runs first.
 */
import { expectTypeOf } from 'expect-type';
import { defineMessages, type Catalog } from './messages';

const messages = defineMessages('app', { home: 'Home', store: 'Store' });

expectTypeOf(messages.home).toEqualTypeOf<{ id: 'app.home'; message: 'Home' }>();

expectTypeOf<Catalog<typeof messages>>().toEqualTypeOf<Record<'app.home' | 'app.store', string>>();
expectTypeOf({ 'app.home': 'मुखपृष्ठ' }).not.toExtend<Catalog<typeof messages>>();
expectTypeOf({ 'app.home': 'मुखपृष्ठ', 'app.store': 'दुकान' }).toExtend<Catalog<typeof messages>>();
