import type { ThemeConfig } from 'antd';

/**
 * The keyboard focus ring: --kp-brand-dark of global.css, 5.9:1 on cream and 6:1 on white (WCAG 2.4.11 wants
 * 3:1). antd draws its focus outlines (links, buttons, radios, checkboxes, tabs...) in `colorPrimaryBorder`,
 * by default the palette's light tint, 2:1 on cream: a ring nobody sees.
 */
export const FOCUS_RING_COLOR = '#a8441a';

/** Warm saffron-terracotta brand with a Himalayan teal accent. Mirrored as CSS variables in global.css. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b04e1c',
    colorInfo: '#1f6f68',
    colorSuccess: '#257a3b',
    colorWarning: '#d98e04',
    colorError: '#c2362b',
    colorLink: '#a8441a',
    colorPrimaryBorder: FOCUS_RING_COLOR,
    colorTextBase: '#2b211c',
    // antd derives these from colorTextBase with transparency (0.65, 0.45): the lighter ones fall below 4.5:1
    // (breadcrumbs, step titles, result subtitles, placeholders). Solid tones that pass on white and cream.
    colorTextSecondary: '#5b4a40',
    colorTextTertiary: '#6b5d55',
    colorTextDescription: '#6b5d55',
    colorTextPlaceholder: '#6f6058',
    colorBgLayout: '#fffaf5',
    borderRadius: 10,
    // The shop's font stack (global.css), for antd's components as for the rest of the page.
    fontFamily: 'var(--kp-font)',
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#2b211c', bodyBg: '#fffaf5', headerPadding: '0 24px' },
    Button: { fontWeight: 600 },
    // Text fields, selects and date pickers show focus as a ring of `controlOutline`, by default a 10% tint
    // (1.1:1): the same ring colour as every other focus. Set here, not globally, because the global token
    // also draws the drop shadow under primary buttons.
    Input: { controlOutline: FOCUS_RING_COLOR },
    InputNumber: { controlOutline: FOCUS_RING_COLOR },
    Select: { controlOutline: FOCUS_RING_COLOR },
    DatePicker: { controlOutline: FOCUS_RING_COLOR },
  },
};

/**
 * The theme for someone whose system asks for less motion: antd's dialogs, drawers, menus and messages appear
 * and leave without their zoom, slide and fade (WCAG 2.3.3), as the shop's own CSS already does.
 */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
