import type { ThemeConfig } from 'antd';

/** Warm saffron-terracotta brand with a Himalayan teal accent. Mirrored as CSS variables in global.css. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b04e1c',
    colorInfo: '#1f6f68',
    colorSuccess: '#257a3b',
    colorWarning: '#d98e04',
    colorError: '#c2362b',
    colorLink: '#a8441a',
    colorTextBase: '#2b211c',
    // antd derives these from colorTextBase with transparency (0.65, 0.45): the lighter ones fall below 4.5:1
    // (breadcrumbs, step titles, result subtitles, placeholders). Solid tones that pass on white and cream.
    colorTextSecondary: '#5b4a40',
    colorTextTertiary: '#6b5d55',
    colorTextDescription: '#6b5d55',
    colorTextPlaceholder: '#6f6058',
    colorBgLayout: '#fffaf5',
    borderRadius: 10,
    fontFamily:
      "'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#2b211c', bodyBg: '#fffaf5', headerPadding: '0 24px' },
    Button: { fontWeight: 600 },
  },
};
