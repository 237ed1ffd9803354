import { describe, expect, it } from 'vitest';
import { formatNumber, greetingFor, shortenFileName, timezoneLabel } from './format';
import { formatMoney } from './money';

describe('format', () => {
  it('shows rupees from paise, dropping .00 and keeping real decimals', () => {
    expect(formatMoney(150000)).toBe('₹1,500');
    expect(formatMoney(150050)).toBe('₹1,500.50');
    expect(formatMoney(12345678900)).toBe('₹12,34,56,789');
  });

  it('shows numbers with up to 2 decimals', () => {
    expect(formatNumber(4)).toBe('4');
    expect(formatNumber(4.5)).toBe('4.5');
    expect(formatNumber(4.567)).toBe('4.57');
  });

  it.each([
    [0, 'Good Morning!'],
    [11, 'Good Morning!'],
    [12, 'Good Afternoon!'],
    [17, 'Good Afternoon!'],
    [18, 'Good Evening!'],
    [23, 'Good Evening!'],
  ])('greets at %i h with %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });

  it('cuts long file names to 10 characters, .. and the extension', () => {
    expect(shortenFileName('medical-degree-certificate.png')).toBe('medical-de..png');
    expect(shortenFileName('short.jpg')).toBe('short.jpg');
    expect(shortenFileName('exactly10c.jpeg')).toBe('exactly10c.jpeg');
  });

  it('labels a time zone as Country (GMT+h:mm)', () => {
    expect(timezoneLabel('India', 330)).toBe('India (GMT+5:30)');
    expect(timezoneLabel('United States', -240)).toBe('United States (GMT-4:00)');
    expect(timezoneLabel('Nepal', 345)).toBe('Nepal (GMT+5:45)');
    expect(timezoneLabel('United Kingdom', 0)).toBe('United Kingdom (GMT+0:00)');
  });
});
