import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/testing/booking-fixtures';
import { appointmentShareData, bookingLink, copyText, shareWithDevice } from './share-appointment';

const device = (parts: Partial<Navigator>) => parts as Navigator;

describe('bookingLink', () => {
  it("is the booking's confirmation page on this site", () => {
    expect(bookingLink('https://kukurpasal.com', 'b-1')).toBe('https://kukurpasal.com/BookingConfirm/b-1');
  });
});

describe('appointmentShareData', () => {
  it('names the dog, centre, day, time and contact code, and links the booking', () => {
    const booking = aBooking({ appointmentDate: '2026-12-01', appointmentTime: '10:00' });
    expect(appointmentShareData(booking, 'https://kukurpasal.com')).toEqual({
      title: 'Vaccination appointment for Bhote',
      text: "Bhote's vaccination at Main Center on Tue, 1 Dec 2026 at 10:00 (Nepal time). Contact code: VX4821.",
      url: `https://kukurpasal.com/BookingConfirm/${booking.id}`,
    });
  });
});

describe('shareWithDevice', () => {
  const data = { title: 't', text: 'x', url: 'https://kukurpasal.com/BookingConfirm/b-1' };

  it('is unavailable without the Web Share API', async () => {
    expect(await shareWithDevice(data, device({}))).toBe('unavailable');
  });

  it('hands the data to the share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareWithDevice(data, device({ share }))).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('treats a closed share sheet as dismissed, other failures as unavailable', async () => {
    const dismissed = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareWithDevice(data, device({ share: dismissed }))).toBe('dismissed');
    const refused = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    expect(await shareWithDevice(data, device({ share: refused }))).toBe('unavailable');
  });

  it('is unavailable when the device says it cannot share the data', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareWithDevice(data, device({ share, canShare: () => false }))).toBe('unavailable');
    expect(share).not.toHaveBeenCalled();
  });
});

describe('copyText', () => {
  it('writes to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText('link', device({ clipboard: { writeText } as unknown as Clipboard }))).toBe(true);
    expect(writeText).toHaveBeenCalledWith('link');
  });

  it('is false without a clipboard or when it refuses', async () => {
    expect(await copyText('link', device({}))).toBe(false);
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    expect(await copyText('link', device({ clipboard: { writeText } as unknown as Clipboard }))).toBe(false);
  });
});
