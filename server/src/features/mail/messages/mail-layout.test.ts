import { describe, expect, it } from '@jest/globals';
import { TYPED_LINE_MAX, typedLine, typedText } from './mail-layout';

const visible = (text: string) => text.replaceAll('\u200b', '');

describe('text a shopper typed, as a mail shows it', () => {
  it.each([
    'www.evil.example',
    'https://evil.example/claim',
    'evil.example',
    'write to refunds@evil.example',
    'mailto:refunds@evil.example',
  ])('reads the same and is no link: %s', (typed) => {
    const shown = typedText(typed);
    expect(visible(shown)).toBe(typed);
    expect(shown).not.toMatch(/\w[.@:][^\u200b]/);
  });

  it('is bounded: a long name is clipped with an ellipsis, on one line', () => {
    const shown = typedLine(`Asha\nRao ${'a'.repeat(500)}`);
    expect([...shown]).toHaveLength(TYPED_LINE_MAX);
    expect(shown.startsWith('Asha Rao aaa')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(typedText('x'.repeat(5000), 1000)).toHaveLength(1000);
  });

  it('leaves ordinary names and addresses as they are', () => {
    expect(typedLine('  Meera   Iyer ')).toBe('Meera Iyer');
    expect(typedLine('12, MG Road')).toBe('12, MG Road');
    expect(typedLine(null)).toBe('');
  });
});
