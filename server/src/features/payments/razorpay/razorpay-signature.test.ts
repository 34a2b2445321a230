import { describe, expect, it } from '@jest/globals';
import { EnvError, parseEnv } from '../../../config/env';
import { failureOutcome } from './razorpay-events';
import { signCallback, signWebhook, verifyCallbackSignature, verifyWebhookSignature } from './razorpay-signature';

// Expected digests computed independently (Python hmac/hashlib), not with the code under test.
const keySecret = 'rzp_key_secret_for_tests';
const callback = {
  razorpay_payment_link_id: 'plink_Kx1Test00000001',
  razorpay_payment_link_reference_id: '0b6c3a52-9c1e-4f7e-8d1a-2f0e6b7c9d10',
  razorpay_payment_link_status: 'paid',
  razorpay_payment_id: 'pay_Kx1Test00000002',
};
const callbackDigest = '379f077899105b50ed71a951de8b63951f8048b60e2b5e9db538a7cf4b2f4bad';
const webhookSecret = 'whsec_mitti_tests_01';
const webhookBody = '{"entity":"event","event":"payment_link.paid"}';
const webhookDigest = '432449df9a879e620d062c526d306275520174e0f6a04acca22b7f774ded6eeb';

const flipLastHex = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('razorpay signatures (known vectors)', () => {
  it('callback: HMAC-SHA256 of plink_id|reference_id|status|payment_id with the key secret', () => {
    expect(signCallback(keySecret, callback)).toBe(callbackDigest);
    expect(verifyCallbackSignature(keySecret, { ...callback, razorpay_signature: callbackDigest })).toBe(true);
    expect(verifyCallbackSignature(keySecret, { ...callback, razorpay_signature: callbackDigest.toUpperCase() })).toBe(
      true,
    );
  });

  it.each([
    ['one changed byte of the signature', { razorpay_signature: flipLastHex(callbackDigest) }],
    ['a changed status', { razorpay_payment_link_status: 'pAid' }],
    ['a truncated signature', { razorpay_signature: callbackDigest.slice(0, 62) }],
    ['a non-hex signature', { razorpay_signature: 'z'.repeat(64) }],
  ])('callback: refuses %s', (_name, change) => {
    expect(verifyCallbackSignature(keySecret, { ...callback, razorpay_signature: callbackDigest, ...change })).toBe(
      false,
    );
  });

  it('callback: refuses a signature made with another secret', () => {
    const forged = signCallback('another_key_secret_000', callback);
    expect(verifyCallbackSignature(keySecret, { ...callback, razorpay_signature: forged })).toBe(false);
  });

  it('webhook: HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(signWebhook(webhookSecret, webhookBody)).toBe(webhookDigest);
    expect(verifyWebhookSignature(webhookSecret, webhookBody, webhookDigest)).toBe(true);
    expect(verifyWebhookSignature(webhookSecret, webhookBody.replace('paid', 'pa1d'), webhookDigest)).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, webhookBody, flipLastHex(webhookDigest))).toBe(false);
    expect(verifyWebhookSignature('whsec_someone_else_01', webhookBody, webhookDigest)).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, webhookBody, undefined)).toBe(false);
    // Re-serialised JSON (a space added) is not the body Razorpay signed.
    expect(verifyWebhookSignature(webhookSecret, webhookBody.replace(',', ', '), webhookDigest)).toBe(false);
  });
});

describe('razorpay failure mapping', () => {
  it.each([
    [
      { error_reason: 'card_declined', error_description: 'Your payment has been declined by your bank.' },
      'card_declined',
    ],
    [{ error_reason: 'insufficient_funds', error_description: null }, 'insufficient_funds'],
    [{ error_reason: null, error_description: 'Payment failed due to insufficient balance' }, 'insufficient_funds'],
    [{ error_reason: 'payment_declined', error_description: 'The payment was declined' }, 'card_declined'],
    [
      { error_reason: 'authentication_failed', error_description: 'Authentication failed due to incorrect otp' },
      'payment_failed',
    ],
  ])('%o -> %s', (payment, outcome) => {
    expect(failureOutcome(payment)).toBe(outcome);
  });
});

describe('razorpay configuration', () => {
  const base = {
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_Abc123',
    RAZORPAY_KEY_SECRET: 'secret-123456',
  };

  it('fails fast naming the missing variable, and never echoes a secret', () => {
    expect(() => parseEnv(base)).toThrow(EnvError);
    expect(() => parseEnv(base)).toThrow(/RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=razorpay/);
    expect(() => parseEnv({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_SECRET: 'short' })).toThrow(/RAZORPAY_KEY_SECRET.*a hidden value/);
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_SECRET: 'short' })).not.toThrow(/short/);
  });

  it('reads the keys and defaults the API base; the sandbox needs none of them', () => {
    const env = parseEnv({ ...base, RAZORPAY_WEBHOOK_SECRET: 'whsec-12345678' });
    expect(env.razorpay).toEqual({
      keyId: 'rzp_test_Abc123',
      keySecret: 'secret-123456',
      webhookSecret: 'whsec-12345678',
      apiBase: 'https://api.razorpay.com',
    });
    expect(parseEnv({}).razorpay).toBeUndefined();
    expect(parseEnv({}).paymentGateway).toBe('sandbox');
  });
});
