import { describe, expect, it } from 'vitest';
import { fillWatermark } from './watermark.js';

const values = { email: '', date: '2026-11-27', time: '10:42', ip: '', link: 'Series A' };

describe('fillWatermark', () => {
  it('collapses a blank slot with one separator beside it, wherever it is', () => {
    expect(fillWatermark('Confidential · {email} · {date}', values)).toBe('Confidential · 2026-11-27');
    expect(fillWatermark('{email} · {date}', values)).toBe('2026-11-27');
    expect(fillWatermark('Confidential · {email}', values)).toBe('Confidential');
    expect(fillWatermark('{email} | {ip} | {link}', values)).toBe('Series A');
    expect(fillWatermark('Seen by {email} on {date}', values)).toBe('Seen by on 2026-11-27');
  });

  it('leaves a text whose slots are all filled exactly as written (its own spacing too)', () => {
    expect(fillWatermark('Confidential · {email} · {date}', { ...values, email: 'zoë@fund.example' })).toBe(
      'Confidential · zoë@fund.example · 2026-11-27',
    );
    expect(fillWatermark('A  -  {date}', values)).toBe('A  -  2026-11-27');
  });
});
