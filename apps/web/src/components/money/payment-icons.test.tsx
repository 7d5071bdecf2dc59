import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { channelMark, PaymentIcon } from './payment-icons';

describe('channelMark', () => {
  it('gives the methods we draw their badge and others their type icon', () => {
    expect(channelMark({ id: 'gcash', name: 'GCash', type: 'EWALLET' })).toBe('gcash');
    expect(channelMark({ id: 'x1', name: 'Maya', type: 'EWALLET' })).toBe('maya');
    expect(channelMark({ id: 'instapay', name: 'InstaPay bank transfer', type: 'BANK_TRANSFER' })).toBe(
      'instapay',
    );
    expect(channelMark({ id: 'card', name: 'Visa / Mastercard', type: 'CARD' })).toBe('cards');
    expect(channelMark({ id: 'ub', name: 'UnionBank', type: 'BANK_TRANSFER' })).toBe('bank');
    expect(channelMark({ id: 'x', name: 'Other wallet', type: 'EWALLET' })).toBe('ewallet');
  });

  it('draws a badge as a decorative picture sized to the tile', () => {
    const { container } = render(<PaymentIcon name="gcash" size={22} />);
    const svg = container.querySelector('svg.payment-logo');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('height')).toBe('40');
    // The tile writes the method's name; the badge must not repeat it as text.
    expect(svg?.textContent).not.toContain('GCash');
  });
});
