/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { Fragment, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SELLER } from '@mitti/shared/legal';
import type { LinkedSentence } from '../mail-words';
import { useMailLanguage, useMailWords } from './mail-language';
import { styles } from './mail-styles';

/** Every message's frame: the studio's name, a white card with the heading, the seller's details below. */
export function MailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  const words = useMailWords();
  return (
    <Html lang={useMailLanguage()}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{SELLER.tradeName}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Text style={styles.footer}>
            {SELLER.legalName}, {SELLER.address}
            <br />
            {SELLER.customerCare.email} · {SELLER.customerCare.phone} · {words.careHours}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

export const Note = ({ children }: { children: ReactNode }) => <Text style={styles.muted}>{children}</Text>;

export const Subheading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.subheading}>
    {children}
  </Heading>
);

/** The longest name or address line a mail shows of what a shopper typed. */
export const TYPED_LINE_MAX = 80;
/** The longest note (a message, a cancellation's reason) a mail shows. */
export const TYPED_NOTE_MAX = 1000;

/**
 * Text someone typed, as a mail may show it: at most `max` characters (then an ellipsis), and never a link. A
 * mail client turns a web address, a domain or an e-mail address in plain text into a link, so each `.`, `@` and
 * `:` followed by more of a word is followed by a zero-width space: it reads the same, and no scheme, host name
 * or address is left whole to link to (issue 54).
 */
export function typedText(value: string, max: number = TYPED_NOTE_MAX): string {
  const characters = [...value];
  const bounded =
    characters.length > max
      ? `${characters
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : value;
  return bounded.replace(/([.@:])(?=\S)/g, '$1\u200b');
}

/** A name or an address line someone typed: on one line, bounded, never a link. */
export const typedLine = (value: string | null | undefined, max: number = TYPED_LINE_MAX): string =>
  typedText((value ?? '').replace(/\s+/g, ' ').trim(), max);

/**
 * Text the shopper or the owner typed, always shown as text, its line breaks kept (in the plain-text part too),
 * bounded and never a link (typedText).
 */
export const Quote = ({ children, max = TYPED_NOTE_MAX }: { children: string; max?: number }) => (
  <Text style={styles.quote}>
    {typedText(children, max)
      .split(/\r\n|\r|\n/)
      .map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
  </Text>
);

export const ActionButton = ({ href, children }: { href: string; children: string }) => (
  <Section style={{ margin: '8px 0 16px' }}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  </Section>
);

export const TextLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={styles.link}>
    {children}
  </Link>
);

/** 'Dear Asha,' or 'Hello,' when the order carries no name. */
export function Greeting({ name }: { name: string }) {
  return <Paragraph>{useMailWords().greeting(typedLine(name))}</Paragraph>;
}

/** A sentence with a link in it, in the message's language. */
export const LinkedText = ({ sentence, href }: { sentence: LinkedSentence; href: string }) => (
  <>
    {sentence.before}
    <TextLink href={href}>{sentence.link}</TextLink>
    {sentence.after}
  </>
);
