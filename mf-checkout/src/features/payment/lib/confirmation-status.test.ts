import { describe, expect, it } from '@jest/globals';
import { confirmationStatus } from './confirmation-status';

describe('confirmationStatus', () => {
  it.each([
    ['success', 'success', 'Payment Successful!'],
    ['paid', 'success', 'Payment Successful!'],
    ['PAID', 'success', 'Payment Successful!'],
    ['failed', 'failed', 'Payment Failed'],
    ['cancelled', 'cancelled', 'Payment Cancelled'],
    ['pending', 'pending', 'Payment Pending'],
    ['refund_due', 'pending', 'Payment Pending'],
    [null, 'pending', 'Payment Pending'],
  ])('%s -> %s', (status, kind, title) => {
    expect(confirmationStatus(status)).toMatchObject({ kind, title });
  });
});
