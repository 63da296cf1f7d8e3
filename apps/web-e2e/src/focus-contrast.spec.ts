import { describe, expect, it } from 'vitest';
import {
  backdropOf,
  contrastRatio,
  focusIndicatorColour,
  parseCssColor,
  relativeLuminance,
} from './focus-contrast';

const black = parseCssColor('rgb(0, 0, 0)');
const white = parseCssColor('rgb(255, 255, 255)');

describe('WCAG contrast of a focus indicator', () => {
  it('reads the colours getComputedStyle writes', () => {
    expect(parseCssColor('rgb(176, 78, 28)')).toEqual({ r: 176, g: 78, b: 28, a: 1 });
    expect(parseCssColor('rgba(176, 78, 28, 0.5)')).toEqual({ r: 176, g: 78, b: 28, a: 0.5 });
    expect(parseCssColor('rgb(176 78 28 / 25%)')).toEqual({ r: 176, g: 78, b: 28, a: 0.25 });
    expect(parseCssColor('#b04e1c')).toEqual({ r: 176, g: 78, b: 28, a: 1 });
    expect(parseCssColor('color(srgb 1 0.5 0 / 0.5)')).toEqual({ r: 255, g: 127.5, b: 0, a: 0.5 });
    expect(parseCssColor('color(srgb 0.947294 0.966118 0.964471)').a).toBe(1);
    expect(parseCssColor('transparent').a).toBe(0);
    expect(() => parseCssColor('oklch(0.5 0.1 40)')).toThrow('Cannot read the colour "oklch(0.5 0.1 40)"');
  });

  it('computes the relative luminance and the contrast ratio of WCAG', () => {
    expect(relativeLuminance(white)).toBe(1);
    expect(relativeLuminance(black)).toBe(0);
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
    // Known pairs: #767676 is the lightest grey with 4.5:1 on white; #949494 is about 3:1.
    expect(contrastRatio(parseCssColor('#767676'), white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseCssColor('#949494'), white)).toBeCloseTo(3.03, 2);
    // Symmetric.
    expect(contrastRatio(white, parseCssColor('#767676'))).toBeCloseTo(4.54, 2);
  });

  it('composites a see-through indicator over its background: a faint ring has little contrast', () => {
    const faintBrand = parseCssColor('rgba(176, 78, 28, 0.1)');
    expect(contrastRatio(faintBrand, white)).toBeLessThan(1.3);
    expect(contrastRatio(parseCssColor('rgb(176, 78, 28)'), white)).toBeGreaterThan(4.5);
  });

  it('takes the first background that is not transparent, nearest ancestor first, on a white page', () => {
    expect(backdropOf(['rgba(0, 0, 0, 0)', 'rgb(43, 33, 28)', 'rgb(255, 255, 255)'])).toEqual(
      parseCssColor('rgb(43, 33, 28)'),
    );
    expect(backdropOf(['rgba(0, 0, 0, 0)'])).toEqual(white);
    // Half-transparent black over white is mid grey.
    const grey = backdropOf(['rgba(0, 0, 0, 0.5)', 'rgb(255, 255, 255)']);
    expect(grey.r).toBeCloseTo(127.5, 5);
    expect(grey.a).toBe(1);
  });

  it('finds an outline, else a box-shadow ring, and not a blurred drop shadow', () => {
    const none = {
      outlineStyle: 'none',
      outlineWidth: '0px',
      outlineColor: 'rgb(0, 0, 0)',
      boxShadow: 'none',
    };
    expect(focusIndicatorColour(none)).toBeUndefined();
    expect(
      focusIndicatorColour({
        ...none,
        outlineStyle: 'solid',
        outlineWidth: '3px',
        outlineColor: 'rgb(1, 2, 3)',
      }),
    ).toBe('rgb(1, 2, 3)');
    // An outline style with no width is not drawn.
    expect(focusIndicatorColour({ ...none, outlineStyle: 'solid', outlineWidth: '0px' })).toBeUndefined();
    expect(focusIndicatorColour({ ...none, boxShadow: 'rgba(176, 78, 28, 0.1) 0px 0px 0px 2px' })).toBe(
      'rgba(176, 78, 28, 0.1)',
    );
    expect(
      focusIndicatorColour({
        ...none,
        boxShadow: 'rgba(0, 0, 0, 0.08) 0px 6px 16px 0px, rgb(122, 52, 18) 0px 0px 0px 3px',
      }),
    ).toBe('rgb(122, 52, 18)');
    expect(
      focusIndicatorColour({ ...none, boxShadow: 'rgba(0, 0, 0, 0.2) 0px 8px 24px 0px' }),
    ).toBeUndefined();
  });
});
